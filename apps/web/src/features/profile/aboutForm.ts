import type { ProfileAbout, ProfileAboutChanges } from '@conecta/contracts/profile';

/** What the about form holds: the lists as text, one entry per line (a job as `company | period`). */
export interface AboutForm {
  general: { gender: string; birthday: string; locations: string; about: string };
  work: { occupation: string; skills: string; jobs: string };
  contact: { address: string; tel: string; websites: string; emails: string };
}

/** The form's inputs, by the names the contract's (and the server's) errors use once their indexes are dropped. */
export const aboutFormFields = [
  'general.gender', 'general.birthday', 'general.locations', 'general.about',
  'work.occupation', 'work.skills', 'work.jobs',
  'contact.address', 'contact.tel', 'contact.websites', 'contact.emails',
] as const; // biome-ignore format: a table of names
export type AboutFormField = (typeof aboutFormFields)[number];

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function toForm(about: ProfileAbout): AboutForm {
  return {
    general: {
      gender: about.general.gender,
      birthday: about.general.birthday ?? '',
      locations: about.general.locations.join('\n'),
      about: about.general.about,
    },
    work: {
      occupation: about.work.occupation,
      skills: about.work.skills,
      jobs: about.work.jobs.map((job) => (job.date ? `${job.company} | ${job.date}` : job.company)).join('\n'),
    },
    contact: {
      address: about.contact.address,
      tel: about.contact.tel.join('\n'),
      websites: about.contact.websites.join('\n'),
      emails: about.contact.emails.join('\n'),
    },
  };
}

/** The call's body from the form (checked by the contract after). */
export function toChanges(form: AboutForm): ProfileAboutChanges {
  return {
    general: {
      gender: form.general.gender,
      birthday: form.general.birthday.trim() || null,
      locations: lines(form.general.locations),
      about: form.general.about,
    },
    work: {
      occupation: form.work.occupation,
      skills: form.work.skills,
      jobs: lines(form.work.jobs).map((line) => {
        const [company = '', ...period] = line.split('|');
        return { company: company.trim(), date: period.join('|').trim() };
      }),
    },
    contact: {
      address: form.contact.address,
      tel: lines(form.contact.tel),
      websites: lines(form.contact.websites),
      emails: lines(form.contact.emails),
    },
  };
}

/** The input an error's path belongs to: `contact.emails.1` → `contact.emails`, `work.jobs.0.company` → `work.jobs`. */
export function fieldOf(path: readonly PropertyKey[] | string): AboutFormField | undefined {
  const parts = (typeof path === 'string' ? path.split('.') : path.map(String)).slice(0, 2).join('.');
  return (aboutFormFields as readonly string[]).includes(parts) ? (parts as AboutFormField) : undefined;
}

import type { Database } from '../../db/client';
import type { AccountSampleData } from '../../platform/account-sample-data';
import { profileAbout, profilePosts } from './table';

const person = (id: string, name: string) => ({ id, name, avatar: null });
const marina = person('sample-marina', 'Marina Alves');
const kerem = person('sample-kerem', 'Kerem Yıldız');
const layla = person('sample-layla', 'Layla Haddad');

/** The sample "About", groups and friends of every account, and three posts of its timeline. */
export const profileAccountSampleData: AccountSampleData = {
  feature: 'profile',
  async load(tx: Database, accountId: string) {
    await tx.insert(profileAbout).values({
      accountId,
      general: {
        gender: '',
        birthday: null,
        locations: ['São Paulo, SP'],
        about: 'Cuido das linhas móveis e dos aparelhos da equipe de campo.',
      },
      work: {
        occupation: 'Analista de frota móvel',
        skills: 'Provisionamento de eSIM, MDM, atendimento',
        jobs: [{ company: 'Conecta Telecom', date: '2021 – hoje' }],
      },
      contact: { address: 'Av. Paulista, 1000 – São Paulo', tel: ['+55 11 4000-1234'], websites: [], emails: [] },
      groups: [
        { id: 'sample-field', name: 'Equipe de campo', category: 'Operações', members: 42 },
        { id: 'sample-esim', name: 'eSIM rollout', category: 'Projects', members: 12 },
      ],
      friends: [marina, kerem, layla],
    });
    const now = Date.now();
    const hours = (count: number) => new Date(now - count * 3_600_000);
    await tx.insert(profilePosts).values([
      {
        accountId,
        author: marina,
        type: 'post',
        message: 'Os 40 chips eSIM da filial de Campinas foram ativados hoje. Obrigada a todos!',
        like: 12,
        share: 2,
        comments: [
          {
            id: 'sample-comment-1',
            user: kerem,
            message: 'Great work, the field team already has them.',
            time: hours(3).toISOString(),
          },
        ],
        createdAt: hours(4),
      },
      {
        accountId,
        author: layla,
        type: 'article',
        message: 'Shared an article about the new roaming rules.',
        like: 5,
        share: 7,
        article: {
          title: 'Roaming in 2027',
          subtitle: 'What changes for company lines',
          excerpt: 'From January, the roaming allowance of company lines is counted per day of use.',
        },
        comments: [],
        createdAt: hours(26),
      },
      {
        accountId,
        author: kerem,
        type: 'something',
        message: 'Yeni cihaz listesi çok daha hızlı açılıyor.',
        like: 3,
        share: 0,
        comments: [],
        createdAt: hours(50),
      },
    ]);
  },
};

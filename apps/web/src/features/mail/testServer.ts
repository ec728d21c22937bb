import type { Mail, MailListItem } from '@conecta/contracts/mail';
import { fakeLiveStreams } from '../../app/live/testStream';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../test/renderApp';

let nextId = 1;
/** A mail id as the contract wants it (a GUID). */
export const mailIdOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeMail(overrides: Partial<Mail> = {}): Mail {
  const id = mailIdOf(nextId++);
  return {
    id,
    from: { name: 'Ana Souza', avatar: '', email: 'ana@fornecedor.example' },
    to: [{ name: 'Uma User', email: 'user@conecta.example' }],
    cc: [],
    bcc: [],
    subject: `Subject ${id.slice(-3)}`,
    message: '<p>Hello there</p>',
    time: new Date(2026, 10, 20, 9, 30).toISOString(),
    read: true,
    starred: false,
    important: false,
    hasAttachments: false,
    attachments: [],
    labels: [],
    folder: 0,
    notDeliveredTo: [],
    ...overrides,
  };
}

const folderIds: Record<string, number> = { inbox: 0, sent: 1, drafts: 2, spam: 3, trash: 4 };
const labelIds: Record<string, number> = { note: 0, paypal: 1, invoice: 2, amazon: 3 };

/**
 * A mailbox in memory behind the mocked `fetch`, with the server's rules for the calls the page makes:
 * lists by folder, filter or label, newest first, `pageSize` a page with a cursor; `q` matches the subject
 * and answers highlight runs. Calls listed in `fail` answer 500; other addresses never answer.
 */
export function mockMailServer({ mails = [] as Mail[], fail = [] as string[], pageSize = 25 } = {}) {
  const box = { mails: [...mails], preferences: { columnVisibility: {}, density: 'standard' } as object };
  const live = fakeLiveStreams();
  const listOf = (url: URL): MailListItem[] => {
    const folder = url.searchParams.get('folderHandle');
    const filter = url.searchParams.get('filterHandle');
    const label = url.searchParams.get('labelHandle');
    const q = url.searchParams.get('q')?.toLowerCase();
    return (
      box.mails
        .filter((mail) => {
          if (label) return mail.labels.includes(labelIds[label] ?? -1);
          if (filter) return filter === 'starred' ? mail.starred : mail.important;
          return mail.folder === folderIds[folder ?? 'inbox'];
        })
        .filter((mail) => !q || mail.subject.toLowerCase().includes(q))
        .sort((a, b) => b.time.localeCompare(a.time))
        // As the server answers rows: an excerpt of the text instead of the body.
        .map(({ message, ...mail }) => ({
          ...mail,
          excerpt: message
            .replace(/<[^>]*>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim()
            .slice(0, 200),
          highlight: q ? highlightOf(mail.subject, q) : null,
        }))
    );
  };
  const answer = (request: RecordedRequest): Response | Promise<Response> => {
    const url = new URL(request.path, 'http://localhost');
    const route = url.pathname;
    if (fail.includes(route)) return jsonResponse(500, { message: 'down' });
    const ids = (request.body as { selectedMailIds?: string[] } | undefined)?.selectedMailIds ?? [];
    const selected = () => box.mails.filter((mail) => ids.includes(mail.id));
    switch (route) {
      case '/api/live':
        return live.respond();
      case '/api/mail-app/mails': {
        const all = listOf(url);
        const start = Number(url.searchParams.get('cursor') ?? 0);
        const items = all.slice(start, start + pageSize);
        const end = start + items.length;
        return jsonResponse(200, {
          items,
          total: all.length,
          totalIsEstimate: false,
          nextCursor: end < all.length ? String(end) : null,
          prevCursor: start > 0 ? String(Math.max(0, start - pageSize)) : null,
        });
      }
      case '/api/mail-app/unread-counts': {
        const unread = box.mails.filter((mail) => !mail.read);
        const countOf = (keep: (mail: Mail) => boolean) => unread.filter(keep).length;
        return jsonResponse(200, {
          folders: Object.fromEntries(Object.entries(folderIds).map(([h, id]) => [h, countOf((m) => m.folder === id)])),
          filters: { starred: countOf((m) => m.starred), important: countOf((m) => m.important) },
          labels: Object.fromEntries(
            Object.entries(labelIds).map(([h, id]) => [h, countOf((m) => m.labels.includes(id))]),
          ),
        });
      }
      case '/api/mail-app/mail': {
        const mail = box.mails.find((candidate) => candidate.id === url.searchParams.get('mailId'));
        return mail
          ? jsonResponse(200, mail)
          : jsonResponse(404, { message: 'No mail has this id', code: 'mail.notFound' });
      }
      case '/api/mail-app/update-mail': {
        const body = request.body as Mail;
        box.mails = box.mails.map((mail) => (mail.id === body.id ? body : mail));
        return jsonResponse(200, body);
      }
      case '/api/mail-app/set-folder':
        for (const mail of selected()) mail.folder = (request.body as { folderId: number }).folderId;
        return jsonResponse(200, selected());
      case '/api/mail-app/toggle-label': {
        const { labelId } = request.body as { labelId: number };
        for (const mail of selected()) {
          mail.labels = mail.labels.includes(labelId)
            ? mail.labels.filter((id) => id !== labelId)
            : [...mail.labels, labelId];
        }
        return jsonResponse(200, selected());
      }
      // The list's density, remembered per account (a query left pending would hold back every refetch).
      case '/api/preferences/mail':
        if (request.method === 'PUT') box.preferences = request.body as object;
        return jsonResponse(200, box.preferences);
      case '/api/mail-app/delete-mails':
        box.mails = box.mails.filter((mail) => !ids.includes(mail.id));
        return jsonResponse(200, ids);
      default:
        // Answered, never left pending: RTK Query holds every invalidation back while any query is pending, so
        // one unanswered call of another feature (a navigation badge's) would stop the mail lists refetching.
        return jsonResponse(404, { message: `No stand-in for ${request.method} ${route}` });
    }
  };
  const { requests } = mockFetch(answer);
  return { box, live, requests };
}

function highlightOf(subject: string, q: string) {
  const at = subject.toLowerCase().indexOf(q);
  return {
    subject: [
      { text: subject.slice(0, at), match: false },
      { text: subject.slice(at, at + q.length), match: true },
      { text: subject.slice(at + q.length), match: false },
    ].filter((part) => part.text),
    excerpt: [],
  };
}

export const callsTo = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.path.startsWith(path));

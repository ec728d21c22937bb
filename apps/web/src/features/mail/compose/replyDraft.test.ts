import type { Mail } from '@conecta/contracts/mail';
import { describe, expect, it } from 'vitest';
import { replyDraft } from './replyDraft';

const me = { email: 'uma@conecta.example' };

const mail: Mail = {
  id: '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  from: { name: 'Sam <Staff>', avatar: '', email: 'staff@conecta.example' },
  to: [
    { name: 'Uma User', email: 'UMA@conecta.example' },
    { name: 'Ana Admin', email: 'admin@conecta.example' },
  ],
  cc: [
    { name: 'Ana again', email: 'admin@conecta.example' },
    { name: 'Rui', email: 'rui@outside.example' },
    { name: 'Uma', email: 'uma@conecta.example' },
  ],
  bcc: [],
  subject: 'Linhas para portabilidade',
  message: '<p>Segue a <strong>lista</strong>.</p>',
  time: '2026-05-04T13:30:00.000Z',
  read: true,
  starred: false,
  important: false,
  hasAttachments: true,
  attachments: [{ type: 'application/pdf', fileName: 'linhas.pdf', preview: '', url: '/api/files/x', size: 2048 }],
  labels: [],
  folder: 0,
  notDeliveredTo: [],
};

describe('replyDraft', () => {
  it('replies to the sender with "Re:" once and the original quoted below', () => {
    const reply = replyDraft(mail, 'reply', me);
    expect(reply.to).toEqual([{ name: 'Sam <Staff>', email: 'staff@conecta.example' }]);
    expect(reply.cc ?? []).toEqual([]);
    expect(reply.subject).toBe('Re: Linhas para portabilidade');
    expect(reply.message).toContain('<blockquote><p>Segue a <strong>lista</strong>.</p></blockquote>');
    // The sender's name is text in the quote header, never markup.
    expect(reply.message).toContain('Sam &#60;Staff&#62;');
    expect(reply.message).toContain('escreveu:');
    expect(reply.draftId).toBeUndefined();

    expect(replyDraft({ ...mail, subject: 'RE: Linhas' }, 'reply', me).subject).toBe('RE: Linhas');
    expect(replyDraft({ ...mail, subject: 'Re: Linhas' }, 'replyAll', me).subject).toBe('Re: Linhas');
  });

  it('replies to all but me, each address once, keeping Cc as Cc', () => {
    const reply = replyDraft(mail, 'replyAll', me);
    expect(reply.to?.map((address) => address.email)).toEqual(['staff@conecta.example', 'admin@conecta.example']);
    expect(reply.cc?.map((address) => address.email)).toEqual(['rui@outside.example']);
  });

  it('answers my own sent mail to its recipients, not to me', () => {
    const sent = { ...mail, from: { name: 'Uma User', avatar: '', email: 'uma@conecta.example' }, folder: 1 };
    expect(replyDraft(sent, 'reply', me).to?.map((address) => address.email)).toEqual(['admin@conecta.example']);
  });

  it('forwards with "Fwd:" once, no recipients, the original and its attachments', () => {
    const forward = replyDraft(mail, 'forward', me);
    expect(forward.subject).toBe('Fwd: Linhas para portabilidade');
    expect(forward.to).toEqual([]);
    expect(forward.attachments).toEqual(mail.attachments);
    expect(forward.message).toContain('Mensagem encaminhada');
    expect(forward.message).toContain('<p>Segue a <strong>lista</strong>.</p>');
    expect(replyDraft({ ...mail, subject: 'Fwd: Linhas' }, 'forward', me).subject).toBe('Fwd: Linhas');
    expect(replyDraft({ ...mail, subject: 'FW: Linhas' }, 'forward', me).subject).toBe('FW: Linhas');
  });
});

import { describe, expect, it } from 'vitest';
import { checkContactsFile } from './importFile';

describe('reading a contacts file for import', () => {
  it('reads vCards of any version, folded lines and escapes included, and says each row’s problems', () => {
    const text = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Ferraz;Marina;;;',
      'FN:Marina Ferraz',
      'ORG:Conecta Telecom;Frota',
      'TITLE:Gerente',
      'item1.EMAIL;TYPE=INTERNET:marina@conecta.example',
      'TEL;TYPE=CELL:+55 11 98765-4321',
      'ADR;TYPE=WORK:;;Av. Paulista\\, 1000;São Paulo;SP;01310-100;Brasil',
      'BDAY:19851003',
      'NOTE:Prefere contato por e-mail\\nnunca às sextas',
      ' -feira',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:4.0',
      'FN:Sem Email',
      'EMAIL:sem-arroba',
      'END:VCARD',
    ].join('\r\n');
    const { rows, tooMany } = checkContactsFile(text, 'pessoas.vcf');
    expect(tooMany).toBe(false);
    expect(rows[0]).toEqual({
      row: 1,
      label: 'Marina Ferraz',
      problems: [],
      contact: expect.objectContaining({
        name: 'Marina',
        lastName: 'Ferraz',
        company: 'Conecta Telecom',
        jobTitle: 'Gerente',
        email: 'marina@conecta.example',
        phone: '+55 11 98765-4321',
        address: 'Av. Paulista, 1000, São Paulo, SP, 01310-100, Brasil',
        birthday: '1985-10-03T12:00:00.000Z',
        notes: 'Prefere contato por e-mail\nnunca às sextas-feira',
      }),
    });
    expect(rows[1]).toEqual({ row: 2, label: 'Sem Email', problems: [{ field: 'email', code: 'contacts.email' }] });
  });

  it('reads the CSV the export writes, formula guards undone, and refuses a row without a name', () => {
    const text =
      "\uFEFFname;lastName;phone;Email\r\nJoão;Silva;'+55 21 99876-5432;joao@vivo.example\r\n;Sem Nome;;\r\n";
    const { rows } = checkContactsFile(text, 'contacts.csv');
    expect(rows[0]?.contact).toMatchObject({
      name: 'João',
      lastName: 'Silva',
      phone: '+55 21 99876-5432',
      email: 'joao@vivo.example',
    });
    expect(rows[1]?.problems).toEqual([{ field: 'name', code: 'contacts.name' }]);
  });
});

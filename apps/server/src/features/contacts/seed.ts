import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { AccountSampleData } from '../../platform/account-sample-data';
import { searchTextFromColumns } from './search-text';
import { contactsContacts, contactsGroupMembers, contactsGroups, type NewContactRow } from './table';

type SampleContact = Omit<NewContactRow, 'accountId' | 'birthday'> & { birthday?: string; groups?: string[] };

// name | lastName | nickname | company | jobTitle | email | phone | city | birthday | flags (s starred, f frequent) | groups
const table = `
Abbott|Keitch|Abb|Saois|Digital Archivist|abbott@withinpixels.com|+1-202-555-0175|Washington, DC|1984-03-12|sf|Friends
Arnold|Matlock|Arn|Laotcone|Graphic Designer|arnold@withinpixels.com|+1-202-555-0141|Miami, FL|1979-11-02|f|Clients
Barrera|Bradbury|Barr|Unizim|Graphic Designer|barrera@withinpixels.com|+1-202-555-0196|Tulsa, OK||s|Recent Workers
Blair|Strangeway|Bli|Conedubdax|Visual Designer|blair@withinpixels.com|+1-202-555-0118|Austin, TX|1990-07-25||Friends
Boyle|Winters|Jo|Newo|Catalogue Illustrator|boyle@withinpixels.com|+1-202-555-0177|Denver, CO|1988-01-30|f|Clients
Christy|Camacho|Chris|Joyconedax|Cartographer|christy@withinpixels.com|+1-202-555-0136|Boston, MA||s|
Copeland|Redcliff|Cope|Ramgit|Business Analyst|copeland@withinpixels.com|+1-202-555-0132|Seattle, WA|1986-05-19||Recent Workers
Estes|Stevens|Esty|Rotline|Multimedia Designer|estes@withinpixels.com|+1-202-555-0161|Portland, OR||s|Friends
Harper|MacGuffin|Harp|Sisxeycon|Editorial Illustrator|harper@withinpixels.com|+1-202-555-0173|Chicago, IL|1992-09-14||
Helen|Sheridan|Hel|Tempcon|Art Director|helen@withinpixels.com|+1-202-555-0163|Atlanta, GA||f|Clients
Henderson|Cambias|Hen|Tripplehouse|Product Designer|henderson@withinpixels.com|+1-202-555-0151|Phoenix, AZ|1983-12-01||Recent Workers
Josefina|Lakefield|Jose|Zaga|Photographer|josefina@withinpixels.com|+1-202-555-0160|San Diego, CA||s|Friends
Katina|Bletchley|Kat|Redhow|Comic Book Illustrator|katina@withinpixels.com|+1-202-555-0186|Nashville, TN|1991-04-08||
Lily|Peasegood|Lilly|Lilhow|Brand Designer|lily@withinpixels.com|+1-202-555-0115|Detroit, MI||f|Clients
Lola|Hardy|Lo|Zimdex|Ergonomic Designer|lola@withinpixels.com|+1-202-555-0114|Dallas, TX|1987-06-22||Recent Workers
Marta|Ribeiro||Conecta Telecom|Gerente de Frota|marta.ribeiro@conecta.example|+55 11 98765-4321|São Paulo, SP|1985-10-03|sf|Friends
Pedro|Pereira|Pepe|Vivo Empresas|Executivo de Contas|pedro.pereira@vivo.example|+55 21 99876-5432|Rio de Janeiro, RJ||f|Clients
Ana|Souza|Aninha|Claro|Analista de Portabilidade|ana.souza@claro.example|+55 31 98888-1234|Belo Horizonte, MG|1993-02-17||Clients
Márcia|Gonçalves||TIM Brasil|Coordenadora de Suporte|marcia.goncalves@tim.example|+55 41 97777-2345|Curitiba, PR||s|Recent Workers
João|Carvalho|Jota|Conecta Telecom|Técnico de Campo|joao.carvalho@conecta.example|+55 51 96666-3456|Porto Alegre, RS|1989-08-29||Recent Workers
Ayşe|Yılmaz||Turkcell|Satış Müdürü|ayse.yilmaz@turkcell.example|+90 212 555 0101|İstanbul||f|Clients
Mehmet|Demir|Memo|Türk Telekom|Ağ Mühendisi|mehmet.demir@telekom.example|+90 312 555 0102|Ankara|1982-03-05||
Layla|Haddad||Zain|Account Manager|layla.haddad@zain.example|+971 4 555 0103|Dubai||s|Friends
Omar|Khalil||Etisalat|Procurement Lead|omar.khalil@etisalat.example|+971 2 555 0104|Abu Dhabi|1980-12-24||Clients
Sophie|Laurent||Orange Business|Solutions Architect|sophie.laurent@orange.example|+33 1 55 55 01 05|Paris||||
Kenji|Watanabe||NTT Docomo|IoT Specialist|kenji.watanabe@docomo.example|+81 3 5555 0106|Tokyo|1994-05-11||Recent Workers
Emma|Schmidt||Vodafone|Field Engineer|emma.schmidt@vodafone.example|+49 30 5555 0107|Berlin|||
Lucas|Martins|Luke|Conecta Telecom|Suporte N2|lucas.martins@conecta.example|+55 61 95555-4567|Brasília, DF||f|Friends
Beatriz|Lima|Bia|Oi Soluções|Consultora|beatriz.lima@oi.example|+55 71 94444-5678|Salvador, BA|1996-11-19||
Carlos|Oliveira||Algar Telecom|Diretor Comercial|carlos.oliveira@algar.example|+55 34 93333-6789|Uberlândia, MG|||Clients
`;

const sampleContacts: SampleContact[] = table
  .trim()
  .split('\n')
  .map((line) => {
    const [
      name = '',
      lastName = '',
      nickname = '',
      company = '',
      jobTitle = '',
      email = '',
      phone = '',
      city = '',
      birthday = '',
      flags = '',
      groups = '',
    ] = line.split('|');
    return {
      name,
      lastName,
      nickname,
      company,
      jobTitle,
      email,
      phone,
      address: city,
      notes: '',
      starred: flags.includes('s'),
      frequent: flags.includes('f'),
      ...(birthday && { birthday: `${birthday}T12:00:00.000Z` }),
      groups: groups ? groups.split(',') : [],
    };
  });

export const sampleGroupNames = ['Friends', 'Clients', 'Recent Workers'] as const;

/** Each account's first call to Contacts writes these, once (new accounts get them too). */
export const contactsAccountSampleData: AccountSampleData = {
  feature: 'contacts',
  async load(tx: Database, accountId: string) {
    const rows = await tx
      .insert(contactsContacts)
      .values(
        sampleContacts.map(({ groups: _groups, birthday, ...contact }) => ({
          ...contact,
          accountId,
          birthday: birthday ? new Date(birthday) : null,
        })),
      )
      .returning({ id: contactsContacts.id, email: contactsContacts.email });
    const groups = await tx
      .insert(contactsGroups)
      .values(sampleGroupNames.map((name, position) => ({ accountId, name, position })))
      .returning({ id: contactsGroups.id, name: contactsGroups.name });
    const groupId = new Map(groups.map((group) => [group.name, group.id]));
    const members = sampleContacts.flatMap((contact, index) =>
      (contact.groups ?? []).flatMap((name) => {
        const group = groupId.get(name);
        const row = rows[index];
        return group && row ? [{ groupId: group, contactId: row.id }] : [];
      }),
    );
    if (members.length > 0) await tx.insert(contactsGroupMembers).values(members);
    await tx
      .update(contactsContacts)
      .set({ searchText: searchTextFromColumns })
      .where(eq(contactsContacts.accountId, accountId));
  },
};

import { defaultShortcuts, type Provider, type Role } from '@conecta/contracts';
import { insertAccountRows } from '../../accounts';
import type { SampleData } from '../../db/sample-data';

/** Employees of the operator: most read the fleet, field and store leads keep it, two run the console. */
const people: ReadonlyArray<readonly [name: string, role?: Role, from?: Provider, disabled?: 'disabled']> = [
  ['Mariana Albuquerque', 'admin'],
  ['Rafael Monteiro', 'admin', 'auth0'],
  ['Beatriz Carvalho', 'staff'],
  ['Thiago Nascimento', 'staff'],
  ['Larissa Fonseca', 'staff', 'firebase'],
  ['Gustavo Pereira', 'staff'],
  ['Camila Rocha', 'staff', 'auth0'],
  ['Felipe Andrade', 'staff'],
  ['Juliana Barros', 'staff'],
  ['Rodrigo Teixeira', 'staff', undefined, 'disabled'],
  ['Ana Clara Souza'],
  ['João Pedro Lima'],
  ['Fernanda Ribeiro'],
  ['Lucas Gonçalves'],
  ['Patrícia Moreira', 'user', 'auth0'],
  ['Bruno Cardoso'],
  ['Aline Martins'],
  ['Diego Araújo'],
  ['Vanessa Costa'],
  ['Marcelo Azevedo', 'user', 'firebase'],
  ['Renata Dias'],
  ['Eduardo Castro'],
  ['Tatiane Freitas'],
  ['André Correia', 'user', undefined, 'disabled'],
  ['Priscila Mendes'],
  ['Vinícius Rezende'],
  ['Gabriela Pinto'],
  ['Leonardo Cavalcanti', 'user', 'auth0'],
  ['Isabela Moura'],
  ['Carlos Eduardo Nunes'],
  ['Letícia Vieira'],
  ['Matheus Batista'],
  ['Débora Campos'],
  ['Ricardo Lopes', 'user', 'firebase', 'disabled'],
  ['Natália Farias'],
  ['Paulo Henrique Santos'],
  ['Carolina Machado'],
  ['Fábio Rodrigues'],
  ['Jéssica Almeida'],
  ['Henrique Duarte'],
  ['Amanda Siqueira'],
  ['Otávio Barbosa'],
  ['Luana Cunha', 'user', 'auth0'],
  ['Daniel Ferraz'],
  ['Bianca Xavier'],
  ['Roberto Magalhães'],
  ['Simone Tavares'],
  ['Caio Brandão'],
  ['Mônica Queiroz', 'user', 'firebase'],
  ['Igor Pacheco'],
  ['Elaine Guimarães'],
  ['Sandro Medeiros', 'user', undefined, 'disabled'],
  ['Yasmin Coelho'],
  ['Júlio César Prado'],
  ['Raquel Sampaio'],
  ['Wesley Bezerra'],
  ['Cláudia Lacerda'],
  ['Renan Figueiredo'],
  ['Sabrina Peixoto'],
  ['Alexandre Viana'],
];

/** 'João Pedro Lima' → 'joao.pedro.lima@conecta.example' */
export const emailOf = (name: string) =>
  `${name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replaceAll(' ', '.')}@conecta.example`;

/** A small seeded generator (mulberry32), so every fresh database gets the same people. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const day = 24 * 60 * 60 * 1000;

/** About sixty employee accounts of every provider, role and status, for the user-data list. */
export const usersSampleData: SampleData = {
  feature: 'people',
  async load(db) {
    const random = seededRandom(20_240_611);
    // Dates are relative to the first start, so "last sign-in" reads as recent whenever the database is made.
    const now = Date.now();
    const rows = people.map(([name, role = 'user', from = 'custom', disabled]) => {
      const createdAt = new Date(now - (30 + random() * 700) * day);
      const sinceCreated = (now - createdAt.getTime()) / day;
      // Most people signed in over the last two weeks; some never did; disabled ones long ago.
      const lastSignInDaysAgo = disabled
        ? Math.min(sinceCreated, 60 + random() * 120)
        : random() < 0.15
          ? null
          : random() < 0.8
            ? random() * 14
            : Math.min(sinceCreated, 14 + random() * 90);
      return {
        email: emailOf(name),
        // Without a password: these accounts exist to be listed and managed, not to sign in with.
        passwordHash: null,
        provider: from,
        status: disabled ?? ('active' as const),
        roles: [role],
        displayName: name,
        photoUrl: '',
        settings: {},
        shortcuts: defaultShortcuts,
        createdAt,
        updatedAt: createdAt,
        lastSignInAt: lastSignInDaysAgo === null ? null : new Date(now - lastSignInDaysAgo * day),
      };
    });
    await insertAccountRows(db, rows);
  },
};

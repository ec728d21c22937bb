import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { timePlan } from './timing';

const cardCount = 2000;
const listCount = 4;

/**
 * Scrumboard's figures (issue 22): a board of 2,000 cards in 4 lists, the admin its member; p50/p95 of reading the
 * whole board and of a card move (a card order sent with the board's version, as the page sends it).
 */
export async function benchScrumboard(
  app: FastifyInstance,
  db: Database,
  accountId: string,
  headers: Record<string, string>,
  { repetitions, warmUps, log }: { repetitions: number; warmUps: number; log(line?: string): void },
): Promise<void> {
  const started = performance.now();
  const created = await app.inject({
    method: 'POST',
    url: '/api/scrumboard-app/board/new',
    headers,
    payload: { board: { name: 'Bench board' } },
  });
  const boardId: string = created.json().id;
  await db.execute(sql`
    insert into scrumboard_lists (board_id, name, position)
    select ${boardId}::uuid, 'Lista ' || g, g from generate_series(0, ${listCount - 1}::int) as g`);
  await db.execute(sql`
    insert into scrumboard_cards (board_id, list_id, position, name, description, checklists, activities)
    select ${boardId}::uuid, l.id, g / ${listCount}, 'Cartão ' || g, 'Descrição do cartão ' || g,
      jsonb_build_array(jsonb_build_object('id', gen_random_uuid(), 'name', 'Passos', 'checkItems', '[]'::jsonb)),
      jsonb_build_array(jsonb_build_object('id', gen_random_uuid(), 'type', 'comment', 'idMember', ${accountId}::text,
        'message', 'Comentário', 'time', now()))
    from generate_series(0, ${cardCount - 1}::int) as g
    join scrumboard_lists l on l.board_id = ${boardId}::uuid and l.position = g % ${listCount}`);
  await db.execute(sql`analyze scrumboard_cards`);
  log(
    `seeded a board of ${cardCount.toLocaleString('en')} cards in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const read = () => app.inject({ method: 'GET', url: `/api/scrumboard-app/board?boardId=${boardId}`, headers });
  const board = (await read()).json() as { version: number; lists: { id: string; idCards: string[] }[] };
  let lists = board.lists.map((list) => ({ id: list.id, idCards: [...list.idCards] }));
  let version = board.version;
  let turn = 0;
  /** The first card of one list to the end of the next, as a drag would. */
  const move = async () => {
    const from = lists[turn % listCount];
    const to = lists[(turn + 1) % listCount];
    turn += 1;
    const card = from?.idCards.shift();
    if (!from || !to || !card) throw new Error('nothing to move');
    to.idCards.push(card);
    const response = await app.inject({
      method: 'POST',
      url: '/api/scrumboard-app/card/order',
      headers,
      payload: { boardId, version, lists },
    });
    if (response.statusCode !== 200)
      throw new Error(`card move: ${response.statusCode} ${response.body.slice(0, 200)}`);
    const answer = response.json() as { version: number; lists: { id: string; idCards: string[] }[] };
    version = answer.version;
    lists = answer.lists.map((list) => ({ id: list.id, idCards: [...list.idCards] }));
    return response;
  };

  await timePlan(
    [
      { kind: `scrumboard: get board (${cardCount.toLocaleString('en')} cards)`, target: 50, run: read },
      { kind: 'scrumboard: card move (card/order)', target: 50, run: move },
    ],
    { repetitions, warmUps, log },
  );
}

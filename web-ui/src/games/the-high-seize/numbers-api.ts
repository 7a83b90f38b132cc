// The table's own card numbers kept on the server with the deck (H10; server/API.md).
import { hostToken } from '../../connection.ts';
import type { Numbers } from './model.ts';

export type OwnNumbers = Record<string, Partial<Numbers>>;
const PATH = 'api/decks/the-high-seize/numbers';

async function answer(res: Response): Promise<OwnNumbers> {
  const body = (await res.json()) as { numbers?: OwnNumbers; message?: string };
  if (!res.ok || !body.numbers) throw new Error(body.message ?? `HTTP ${res.status}`);
  return body.numbers;
}

export const loadNumbers = async (): Promise<OwnNumbers> => answer(await fetch(PATH));

/** Replaces the stored numbers (`{}`: the house deck again); the server checks them and says why not. */
export async function saveNumbers(numbers: OwnNumbers): Promise<OwnNumbers> {
  const token = hostToken();
  const res = await fetch(PATH, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(numbers),
  });
  return answer(res);
}

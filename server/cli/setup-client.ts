// `quartermaster setup`'s side of the running table: the guide's routes (GET/POST /api/setup) and
// those a step borrows (the rig check's, the firmware update's), with the host token; a refusal
// comes back as an Error with the table's own words.
import type { CheckStatus, FirmwareStatus, SetupActionBody, SetupStatus } from '#protocol';

export class SetupClient {
  private readonly base: URL;

  constructor(
    base: URL,
    private readonly token: string | undefined,
  ) {
    // The routes are under the table's own path: http://table/qm is http://table/qm/api/setup.
    this.base = new URL(base.pathname.endsWith('/') ? base : `${base.href}/`);
  }

  private async call<T>(path: string, body?: object): Promise<T> {
    const headers: Record<string, string> = {
      ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    };
    let r: Response;
    try {
      r = await fetch(new URL(path, this.base), body ? { method: 'POST', headers, body: JSON.stringify(body) } : { headers });
    } catch (e) {
      throw new Error(`the table at ${this.base.origin} does not answer (${(e as Error).message}): is quartermaster serve running?`);
    }
    const json = (await r.json().catch(() => ({}))) as T & { message?: string };
    if (r.status === 404) throw new Error(`the table at ${this.base.origin} has no setup guide (${path}): is it a Quartermaster with a rig?`);
    if (!r.ok) throw new Error(json.message ?? `HTTP ${r.status}`);
    return json;
  }

  status(after?: number): Promise<SetupStatus> {
    return this.call(after === undefined ? 'api/setup' : `api/setup?after=${after}`);
  }

  act(action: SetupActionBody): Promise<SetupStatus> {
    return this.call('api/setup', action);
  }

  check(after?: number): Promise<CheckStatus> {
    return this.call(after === undefined ? 'api/check' : `api/check?after=${after}`);
  }

  startCheck(unattended: boolean): Promise<CheckStatus> {
    return this.call('api/check', { unattended });
  }

  answerCheck(answer: { id: number; skip?: boolean; grams?: number; seen?: boolean }): Promise<CheckStatus> {
    return this.call('api/check/answer', answer);
  }

  firmware(after?: number): Promise<FirmwareStatus> {
    return this.call(after === undefined ? 'api/firmware' : `api/firmware?after=${after}`);
  }

  updateFirmware(): Promise<FirmwareStatus> {
    return this.call('api/firmware', {});
  }
}

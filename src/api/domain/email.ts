import { queryArgs } from '../calls.ts';
import { postValueCall, typed } from '../endpoint.ts';
import { sendRequest } from '../request.ts';
import type { Query, RequestCallback, ValueQueryCall, WpcomCore } from '../types.ts';

/** `add(mailbox, destination, query?, callback?)`. */
export interface AddForwardCall {
  (mailbox: string, destination: string, callback: RequestCallback): unknown;
  (mailbox: string, destination: string, query: Query | null | undefined, callback: RequestCallback): unknown;
  (mailbox: string, destination: string, query?: Query | null): Promise<unknown>;
}

/** Email forwards of a domain; `email` names the mailbox `forward` changes. */
export class DomainEmail {
  /** POST /domains/{domain}/email/{email} `{ destination }`. */
  readonly forward: ValueQueryCall<string>;
  /** POST /domains/{domain}/email/new `{ mailbox, destination }`. */
  readonly add: AddForwardCall;
  /** POST /domains/{domain}/email/{mailbox}/delete. */
  readonly delete: ValueQueryCall<string>;

  constructor(email: string | undefined, domainId: string, wpcom: WpcomCore) {
    const root = `/domains/${domainId}/email/`;
    this.forward = postValueCall<string>(wpcom, () => `${root}${email}`, (destination) => ({ destination }));
    this.add = typed((mailbox: string, destination: string, ...args: unknown[]) => {
      const { query, callback } = queryArgs(args);
      return sendRequest(wpcom, { path: `${root}new`, method: 'post' }, query, { mailbox, destination }, callback);
    });
    this.delete = postValueCall<string>(wpcom, (mailbox) => `${root}${mailbox}/delete`, () => null);
  }
}

import { getCall, postQueryCall, postValueCall } from '../endpoint.ts';
import type { QueryCall, ValueQueryCall, WpcomCore } from '../types.ts';

/** A DNS record as the domains API takes it. */
export interface DnsRecord {
  type: string;
  name?: string;
  data?: string;
  [field: string]: unknown;
}

/** A DNS record literal, or one typed by an interface of the caller's. */
export type DnsRecordInput = DnsRecord | { readonly type: string; readonly name?: string; readonly data?: string };

/** DNS records of a domain. */
export class DomainDns {
  /** POST /domains/{domain}/dns/add with the record as body. */
  readonly add: ValueQueryCall<DnsRecordInput>;
  /** POST /domains/{domain}/dns/delete with the record as body. */
  readonly delete: ValueQueryCall<DnsRecordInput>;
  /** POST /domains/{domain}/dns/set-default-a-records. */
  readonly setDefaultARecords: QueryCall;
  /** GET /domains/{domain}/dns (same as `domain.dnsList`). */
  readonly list: QueryCall;

  constructor(domainId: string, wpcom: WpcomCore) {
    const root = `/domains/${domainId}/dns`;
    this.add = postValueCall<DnsRecordInput>(wpcom, () => `${root}/add`, (record) => record);
    this.delete = postValueCall<DnsRecordInput>(wpcom, () => `${root}/delete`, (record) => record);
    this.setDefaultARecords = postQueryCall(wpcom, () => `${root}/set-default-a-records`);
    this.list = getCall(wpcom, () => root);
  }
}

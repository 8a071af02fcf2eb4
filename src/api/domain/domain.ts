import { bodyCall, getCall, getValueCall, postValueCall, typed } from '../endpoint.ts';
import type { QueryCall, ValueQueryCall, WpcomCore } from '../types.ts';
import { DomainDns } from './dns.ts';
import { DomainEmail } from './email.ts';

/** One domain name: status, availability, mapping, nameservers, DNS and email forwards. */
export class Domain {
  readonly status: QueryCall;
  readonly isAvailable: QueryCall;
  readonly isMappable: QueryCall;
  /** GET /domains/{siteId}/{domain}/can-redirect. */
  readonly canRedirect: ValueQueryCall<string | number>;
  /** GET /domains/{domain}/email. */
  readonly emailForwards: QueryCall;
  readonly nameserversList: QueryCall;
  /** POST /domains/{domain}/nameservers `{ nameservers }`. */
  readonly updateNameservers: ValueQueryCall<string[]>;
  readonly dnsList: QueryCall;
  readonly googleAppsList: QueryCall;
  /** POST /domains/{domain}/resend-icann; the object given is the body, as in wpcom.js. */
  readonly resendICANN: QueryCall;
  /** GET /domains/{domain}/mapping-setup-info/{siteId}. */
  readonly mappingSetupInfo: ValueQueryCall<string | number>;
  readonly mappingStatus: QueryCall;
  /** POST /domains/{domain}/mapping-status `{ mode }` ('suggested' or 'advanced'). */
  readonly updateConnectionModeAndGetMappingStatus: ValueQueryCall<string>;

  constructor(
    readonly _id: string,
    private readonly wpcom: WpcomCore,
  ) {
    const root = `/domains/${_id}`;
    this.status = getCall(wpcom, () => `${root}/status`);
    this.isAvailable = getCall(wpcom, () => `${root}/is-available`);
    this.isMappable = getCall(wpcom, () => `${root}/is-mappable`);
    this.canRedirect = getValueCall<string | number>(wpcom, (siteId) => `/domains/${siteId}/${_id}/can-redirect`);
    this.emailForwards = getCall(wpcom, () => `${root}/email`);
    this.nameserversList = getCall(wpcom, () => `${root}/nameservers`);
    this.updateNameservers = postValueCall<string[]>(wpcom, () => `${root}/nameservers`, (nameservers) => ({ nameservers }));
    this.dnsList = getCall(wpcom, () => `${root}/dns`);
    this.googleAppsList = getCall(wpcom, () => `${root}/google-apps`);
    // wpcom.js calls `req.post(path, query, fn)`, which posts that object as the body.
    this.resendICANN = typed(bodyCall(wpcom, () => `${root}/resend-icann`));
    this.mappingSetupInfo = getValueCall<string | number>(wpcom, (siteId) => `${root}/mapping-setup-info/${siteId}`);
    this.mappingStatus = getCall(wpcom, () => `${root}/mapping-status`);
    this.updateConnectionModeAndGetMappingStatus = postValueCall<string>(wpcom, () => `${root}/mapping-status`, (mode) => ({ mode }));
  }

  email(email?: string): DomainEmail {
    return new DomainEmail(email, this._id, this.wpcom);
  }

  dns(): DomainDns {
    return new DomainDns(this._id, this.wpcom);
  }
}

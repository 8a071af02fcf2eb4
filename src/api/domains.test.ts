import { describe, expect, it } from 'vitest';
import { useApiServer, viaCallback } from './testing/api-server.ts';
import type { WpcomClient } from './types.ts';

const api = useApiServer();

interface Expected {
  method: 'GET' | 'POST';
  path: string;
  query?: string;
  body?: unknown;
}

const cases: Array<[string, (client: WpcomClient) => Promise<unknown>, Expected]> = [
  ['plans.list', (c) => c.plans().list({ locale: 'fr' }), { method: 'GET', path: '/rest/v1.1/plans', query: 'locale=fr' }],
  ['plans.features', (c) => c.plans().features(), { method: 'GET', path: '/rest/v1.1/plans/features' }],
  ['users.suggest', (c) => c.users().suggest({ site_id: 4 }), { method: 'GET', path: '/rest/v1.1/users/suggest', query: 'site_id=4' }],
  ['domains.suggestions (string)', (c) => c.domains().suggestions('cats'), { method: 'GET', path: '/rest/v1.1/domains/suggestions', query: 'query=cats' }],
  ['domains.suggestions (object)', (c) => c.domains().suggestions({ query: 'dogs', quantity: 3 }), { method: 'GET', path: '/rest/v1.1/domains/suggestions', query: 'query=dogs&quantity=3' }],
  ['domains.suggestionsExamples', (c) => c.domains().suggestionsExamples(), { method: 'GET', path: '/rest/v1.1/domains/suggestions/examples' }],
  ['domains.supportedCountries', (c) => c.domains().supportedCountries(), { method: 'GET', path: '/rest/v1.1/domains/supported-countries' }],
  ['domains.supportedStates', (c) => c.domains().supportedStates('US', { x: 1 }), { method: 'GET', path: '/rest/v1.1/domains/supported-states/US', query: 'x=1' }],
  ['domain.status', (c) => c.domain('ex.com').status(), { method: 'GET', path: '/rest/v1.1/domains/ex.com/status' }],
  ['domain.isAvailable', (c) => c.domain('ex.com').isAvailable({ blog_id: 1 }), { method: 'GET', path: '/rest/v1.1/domains/ex.com/is-available', query: 'blog_id=1' }],
  ['domain.isMappable', (c) => c.domain('ex.com').isMappable(), { method: 'GET', path: '/rest/v1.1/domains/ex.com/is-mappable' }],
  ['domain.canRedirect', (c) => c.domain('ex.com').canRedirect(77), { method: 'GET', path: '/rest/v1.1/domains/77/ex.com/can-redirect' }],
  ['domain.emailForwards', (c) => c.domain('ex.com').emailForwards(), { method: 'GET', path: '/rest/v1.1/domains/ex.com/email' }],
  ['domain.nameserversList', (c) => c.domain('ex.com').nameserversList(), { method: 'GET', path: '/rest/v1.1/domains/ex.com/nameservers' }],
  ['domain.updateNameservers', (c) => c.domain('ex.com').updateNameservers(['ns1.a', 'ns2.a']), { method: 'POST', path: '/rest/v1.1/domains/ex.com/nameservers', body: { nameservers: ['ns1.a', 'ns2.a'] } }],
  ['domain.dnsList', (c) => c.domain('ex.com').dnsList(), { method: 'GET', path: '/rest/v1.1/domains/ex.com/dns' }],
  ['domain.googleAppsList', (c) => c.domain('ex.com').googleAppsList(), { method: 'GET', path: '/rest/v1.1/domains/ex.com/google-apps' }],
  ['domain.resendICANN', (c) => c.domain('ex.com').resendICANN(), { method: 'POST', path: '/rest/v1.1/domains/ex.com/resend-icann', body: null }],
  ['domain.mappingSetupInfo', (c) => c.domain('ex.com').mappingSetupInfo(9), { method: 'GET', path: '/rest/v1.1/domains/ex.com/mapping-setup-info/9' }],
  ['domain.mappingStatus', (c) => c.domain('ex.com').mappingStatus(), { method: 'GET', path: '/rest/v1.1/domains/ex.com/mapping-status' }],
  ['domain.updateConnectionMode…', (c) => c.domain('ex.com').updateConnectionModeAndGetMappingStatus('advanced'), { method: 'POST', path: '/rest/v1.1/domains/ex.com/mapping-status', body: { mode: 'advanced' } }],
  ['dns.add', (c) => c.domain('ex.com').dns().add({ type: 'A', data: '1.2.3.4' }, { q: 1 }), { method: 'POST', path: '/rest/v1.1/domains/ex.com/dns/add', query: 'q=1', body: { type: 'A', data: '1.2.3.4' } }],
  ['dns.delete', (c) => c.domain('ex.com').dns().delete({ type: 'A', name: '@' }), { method: 'POST', path: '/rest/v1.1/domains/ex.com/dns/delete', body: { type: 'A', name: '@' } }],
  ['dns.setDefaultARecords', (c) => c.domain('ex.com').dns().setDefaultARecords(), { method: 'POST', path: '/rest/v1.1/domains/ex.com/dns/set-default-a-records', body: null }],
  ['email.forward', (c) => c.domain('ex.com').email('me').forward('me@else.org'), { method: 'POST', path: '/rest/v1.1/domains/ex.com/email/me', body: { destination: 'me@else.org' } }],
  ['email.add', (c) => c.domain('ex.com').email().add('hi', 'hi@else.org'), { method: 'POST', path: '/rest/v1.1/domains/ex.com/email/new', body: { mailbox: 'hi', destination: 'hi@else.org' } }],
  ['email.delete', (c) => c.domain('ex.com').email().delete('hi'), { method: 'POST', path: '/rest/v1.1/domains/ex.com/email/hi/delete', body: null }],
];

describe('plans, users and domains', () => {
  it.each(cases)('%s', async (_name, call, expected) => {
    await expect(call(api.client())).resolves.toEqual({ ok: true });
    const seen = api.last();
    expect(seen.method).toBe(expected.method);
    expect(seen.path).toBe(expected.path);
    expect(seen.query).toBe(expected.query ?? '');
    if ('body' in expected) expect(seen.body).toEqual(expected.body);
  });

  // wpcom.js loses the callback in these positions; this client calls it.
  it.each<[string, (client: WpcomClient, fn: (error: Error | null, body?: unknown) => void) => unknown, string]>([
    ['updateNameservers(ns, fn)', (c, fn) => c.domain('ex.com').updateNameservers(['a'], fn), '/rest/v1.1/domains/ex.com/nameservers'],
    ['updateConnectionMode…(mode, fn)', (c, fn) => c.domain('ex.com').updateConnectionModeAndGetMappingStatus('suggested', fn), '/rest/v1.1/domains/ex.com/mapping-status'],
    ['dns.delete(record, fn)', (c, fn) => c.domain('ex.com').dns().delete({ type: 'A' }, fn), '/rest/v1.1/domains/ex.com/dns/delete'],
    ['dns.setDefaultARecords(fn)', (c, fn) => c.domain('ex.com').dns().setDefaultARecords(fn), '/rest/v1.1/domains/ex.com/dns/set-default-a-records'],
    ['email.forward(dest, fn)', (c, fn) => c.domain('ex.com').email('me').forward('x@y.z', fn), '/rest/v1.1/domains/ex.com/email/me'],
    ['email.add(mailbox, dest, fn)', (c, fn) => c.domain('ex.com').email().add('a', 'b@c.d', fn), '/rest/v1.1/domains/ex.com/email/new'],
    ['resendICANN(fn)', (c, fn) => c.domain('ex.com').resendICANN(fn), '/rest/v1.1/domains/ex.com/resend-icann'],
    ['supportedStates(country, fn)', (c, fn) => c.domains().supportedStates('CA', fn), '/rest/v1.1/domains/supported-states/CA'],
  ])('callback style: %s', async (_name, call, path) => {
    const [error, body] = await viaCallback((fn) => call(api.client(), fn));
    expect(error).toBeNull();
    expect(body).toEqual({ ok: true });
    expect(api.last().path).toBe(path);
  });
});

import { dehydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { firstReadsJson } from '../../domain/first-reads';
import { sessionQueryOptions } from './auth/auth.queries';
import { seedFirstReads } from './first-reads';
import { createQueryClient } from './query-client';
import { categoriesQueryOptions } from './storefront/storefront.queries';

const category = { id: 'c1', name: 'Sweets </script> & more', nameMl: '', description: '', productCount: 0 };

describe('a guest’s page read from its HTML', () => {
  it('is in the cache under the keys the header and the shop’s category buttons read, before anything is fetched', () => {
    const client = createQueryClient();
    const text = firstReadsJson({ signedOut: true, categories: [category] as never });
    expect(text).not.toContain('<');
    seedFirstReads(client, text);
    expect(client.getQueryData(sessionQueryOptions().queryKey)).toBeNull();
    expect(client.getQueryData(categoriesQueryOptions().queryKey)).toEqual([category]);
  });

  it('without first reads (a signed-in page) or with text it cannot read, the cache stays empty', () => {
    const client = createQueryClient();
    seedFirstReads(client, undefined);
    seedFirstReads(client, '{not json');
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('a page the server rendered carries the cache it was rendered from, which the browser takes as it is', () => {
    const server = createQueryClient();
    server.setQueryData(sessionQueryOptions().queryKey, null);
    server.setQueryData(categoriesQueryOptions().queryKey, [category]);
    const client = createQueryClient();
    const rendered = seedFirstReads(client, firstReadsJson({ signedOut: true, rendered: dehydrate(server) }));
    expect(rendered).toBe(true);
    expect(client.getQueryData(categoriesQueryOptions().queryKey)).toEqual([category]);
    expect(seedFirstReads(createQueryClient(), firstReadsJson({ signedOut: true }))).toBe(false);
  });
});

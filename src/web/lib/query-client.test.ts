import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, refetchAfterChange } from './query-client';

/** A list on the "server", read by a query whose answers arrive only when the test says so. */
function slowServer(rows: string[]) {
  const answers: (() => void)[] = [];
  return {
    rows,
    read: () =>
      new Promise<string[]>((resolve) => {
        const answer = [...rows]; // what the server read now, sent later
        answers.push(() => resolve(answer));
      }),
    answerAll: () => answers.splice(0).forEach((send) => send()),
  };
}

describe('refetchAfterChange', () => {
  it('fetches again a first read that was answered before the change but arrived after it', async () => {
    const client = createQueryClient();
    const server = slowServer(['Palm Jaggery']);
    const key = ['admin', 'products', 'list', 'jaggery'];
    const observer = new QueryObserver(client, { queryKey: key, queryFn: server.read });
    const stop = observer.subscribe(() => {});

    // The search's first page is on its way when the product is deleted.
    server.rows.length = 0;
    const refetched = refetchAfterChange(client, ['admin', 'products']);
    server.answerAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    server.answerAll();
    await refetched;

    expect(client.getQueryData(key)).toEqual([]);
    stop();
  });

  it('fetches again a list already on screen', async () => {
    const client = createQueryClient();
    const server = slowServer(['Palm Jaggery', 'Jaggery Powder']);
    const key = ['admin', 'products', 'list', ''];
    const observer = new QueryObserver(client, { queryKey: key, queryFn: server.read });
    const stop = observer.subscribe(() => {});
    server.answerAll();
    await observer.getCurrentQuery().promise;
    expect(client.getQueryData(key)).toEqual(['Palm Jaggery', 'Jaggery Powder']);

    server.rows.splice(0, 1);
    const refetched = refetchAfterChange(client, ['admin', 'products']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    server.answerAll();
    await refetched;

    expect(client.getQueryData(key)).toEqual(['Jaggery Powder']);
    stop();
  });
});

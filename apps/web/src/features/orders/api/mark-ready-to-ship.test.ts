import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { markReadyToShip, readyToShipMutationOptions } from './mark-ready-to-ship';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ready to ship', () => {
  it('POSTs to the vendor order and reads every orders list again', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const options = readyToShipMutationOptions(client);
    await options.mutationFn('vo/1');
    await options.onSettled();
    const [url, init] = fetch.mock.calls.at(-1)!;
    expect(url).toBe('/api/orders/vendor-orders/vo%2F1/ready-to-ship');
    expect(init.method).toBe('POST');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] });
  });

  it("gives the server's refusal (in the page language) to the caller", async () => {
    const body = { error: { code: 'CONFLICT', message: 'Accept the order first.', key: 'orders.notAccepted' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 409 })),
    );
    await expect(markReadyToShip('vo-1')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Accept the order first.',
    });
    await expect(markReadyToShip('vo-1')).rejects.toBeInstanceOf(ApiError);
  });
});

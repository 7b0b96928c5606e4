import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { NOT_KEPT, serviceWorkerSource } from '../service-worker';

describe('the service worker the build writes', () => {
  const source = serviceWorkerSource('abc123', ['/assets/index-1.js', '/assets/index-2.css']);

  it('is valid script, with the shell of this build under a cache named after it', () => {
    expect(() => new Script(source)).not.toThrow();
    expect(source).toContain(`const SHELL_CACHE = "shell-abc123";`);
    expect(source).toContain(`const SHELL = ["/","/assets/index-1.js","/assets/index-2.css"];`);
  });

  it('never keeps live streams, private downloads or the admin console, and leaves every write to the network', () => {
    expect(NOT_KEPT).toEqual(expect.arrayContaining(['/api/messaging/stream', '/api/admin/', '/document', '.pdf']));
    expect(source).toContain(`if (request.method !== 'GET') return;`);
    // nor an answer the server marks no-store (private downloads)
    expect(source).toContain(`includes('no-store')`);
  });
});

import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { liveEventDto } from '@app/shared/messaging';
import { useDataSaver } from '../../lib/data-saver';

/** How often pages refetch while the event stream is down (the polling fallback). */
export const FALLBACK_POLL_MS = 8000;
/** Data-saver mode: no stream, and a refetch once a minute (and when the tab comes back into view). */
export const DATA_SAVER_POLL_MS = 60_000;

type Listener = () => void;

/**
 * One EventSource per tab, shared by every component that wants live messages (reference counted). Events name a
 * conversation; the matching queries are invalidated so TanStack Query refetches them. While the stream is down,
 * `connected` is false and the pages poll instead; EventSource reconnects by itself.
 */
class LiveStream {
  private source: EventSource | null = null;
  private users = 0;
  private connected = false;
  private readonly listeners = new Set<Listener>();
  private client: QueryClient | null = null;

  subscribe = (l: Listener) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };

  snapshot = () => this.connected;

  private set(connected: boolean) {
    if (this.connected === connected) return;
    this.connected = connected;
    for (const l of this.listeners) l();
  }

  acquire(client: QueryClient) {
    this.client = client;
    this.users += 1;
    if (this.source || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/messaging/stream');
    this.source = source;
    source.addEventListener('ready', () => this.set(true));
    source.addEventListener('error', () => this.set(false));
    for (const type of ['message', 'read', 'offer'] as const) {
      source.addEventListener(type, (e) => this.onEvent((e as MessageEvent<string>).data));
    }
  }

  release() {
    this.users -= 1;
    if (this.users > 0) return;
    this.source?.close();
    this.source = null;
    this.set(false);
  }

  private onEvent(data: string) {
    let parsed;
    try {
      parsed = liveEventDto.parse(JSON.parse(data));
    } catch {
      return;
    }
    const qc = this.client;
    if (!qc) return;
    void qc.invalidateQueries({ queryKey: ['messaging', 'conversation', parsed.conversationId] });
    void qc.invalidateQueries({ queryKey: ['messaging', 'conversations'] });
    if (parsed.type === 'offer' || parsed.type === 'message')
      void qc.invalidateQueries({ queryKey: ['messaging', 'offers', parsed.conversationId] });
  }
}

const stream = new LiveStream();

/**
 * Keeps the live stream open while mounted; returns whether it is connected (else poll). Data-saver mode opens no
 * stream (an open connection costs data all the time): see `pollInterval`.
 */
export function useLiveMessages(enabled = true): boolean {
  const queryClient = useQueryClient();
  const saver = useDataSaver();
  const open = enabled && !saver;
  useEffect(() => {
    if (!open) return;
    stream.acquire(queryClient);
    return () => stream.release();
  }, [open, queryClient]);
  return useSyncExternalStore(stream.subscribe, stream.snapshot, () => false);
}

/** The refetch interval for a query: none while live, the fallback period otherwise (longer in data-saver mode). */
export function pollInterval(connected: boolean, dataSaver = false): number | false {
  if (connected) return false;
  return dataSaver ? DATA_SAVER_POLL_MS : FALLBACK_POLL_MS;
}

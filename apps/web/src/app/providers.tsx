import { useEffect, useRef, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { changeLanguage, currentLanguage, hasStoredLanguage } from '../i18n/i18n';
import { ToastProvider } from '../components/ui/toast';
import { DialogProvider } from '../components/ui/dialog';
import { useAuth } from './use-auth';
import { createQueryClient } from './query-client';
import { noteSessionUser } from '../lib/offline';

/** Applies the account's saved language when this browser has no choice of its own yet. */
function LanguageSync() {
  const { user } = useAuth();
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!user || applied.current === user.id) return;
    applied.current = user.id;
    if (!hasStoredLanguage() && user.language !== currentLanguage()) void changeLanguage(user.language);
  }, [user]);
  return null;
}

/** Keeps the service worker's saved copies to the person signed in (lib/offline.ts). */
function OfflineDataOwner() {
  const { user, status } = useAuth();
  useEffect(() => {
    if (status !== 'loading') noteSessionUser(user?.id ?? null);
  }, [user, status]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <DialogProvider>
          <LanguageSync />
          <OfflineDataOwner />
          {children}
        </DialogProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}

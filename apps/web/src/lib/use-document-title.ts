import { useEffect } from 'react';
import { BRAND } from '@app/shared/constants';

/** Sets document.title to "<title> · <brand>". */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND.name}` : BRAND.name;
  }, [title]);
}

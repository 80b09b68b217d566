// Every page names itself in document.title.
import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../constants';

export function documentTitle(pageTitle: string): string {
  return `${pageTitle} · ${PRODUCT_NAME}`;
}

export function usePageTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}

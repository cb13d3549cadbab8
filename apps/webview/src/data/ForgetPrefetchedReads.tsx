import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useApiClient } from './ApiContext';

/**
 * The first page's prefetched reads are for that page only: once the borrower moves on, a reply nobody
 * took is dropped, so a later visit to the same address reads afresh instead of showing old data.
 */
export function ForgetPrefetchedReads() {
  const client = useApiClient();
  const { pathname, search } = useLocation();
  const firstAddress = useRef(pathname + search);
  useEffect(() => {
    if (pathname + search !== firstAddress.current) client.dropPrefetched();
  }, [client, pathname, search]);
  return null;
}

import { useEffect, useState } from 'react';

/**
 * An object URL for `blob`, revoked when the blob changes or the component unmounts, so a page
 * that shows many QR codes over a session never leaks their memory.
 */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return undefined;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

import { useEffect } from 'react';

/**
 * The third-party chat widget (DECISIONS "Site"): only when LIVE_CHAT_URL is set, and only after
 * the page has loaded and the browser is idle, so it never delays the first paint or input. The
 * CSP allows that one origin for scripts, frames and connections.
 */
export function LiveChat({ url }: { url: string | null }) {
  useEffect(() => {
    if (!url) return;
    let cancelled = false;
    const inject = () => {
      if (cancelled || document.querySelector(`script[data-live-chat]`)) return;
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.dataset.liveChat = 'true';
      document.body.appendChild(script);
    };
    const whenIdle = () => {
      // Safari has no requestIdleCallback; a short delay after load does the same job there.
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(inject, { timeout: 3000 });
      else setTimeout(inject, 1500);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', whenIdle);
    };
  }, [url]);
  return null;
}

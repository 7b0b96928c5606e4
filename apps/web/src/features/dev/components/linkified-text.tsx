import { Link } from 'react-router';

const URL_PATTERN = /(https?:\/\/[^\s<>"')\]]+)/g;

/** A local link (same host, localhost or 127.0.0.1) becomes an in-app route; others open normally. */
function toInternalPath(href: string): string | null {
  try {
    const url = new URL(href);
    const local =
      url.hostname === window.location.hostname || url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    return local && !url.pathname.startsWith('/api/') ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** Plain text with its URLs made clickable (never renders HTML). */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, i) => {
        if (i % 2 === 0) return <span key={i}>{part}</span>;
        const internal = toInternalPath(part);
        const cls = 'break-all font-medium text-brand-700 underline hover:text-brand-900';
        return internal ? (
          <Link key={i} to={internal} className={cls}>
            {part}
          </Link>
        ) : (
          <a key={i} href={part} target="_blank" rel="noopener noreferrer" className={cls}>
            {part}
          </a>
        );
      })}
    </>
  );
}

// The drawer's module icons and the "later release" mark, drawn like the ui icon set (24 px grid,
// 2 px strokes, currentColor). Decorative: the link or heading beside them carries the name.
import type { ReactNode } from 'react';

function icon(paths: ReactNode) {
  return function ShellIcon({ size = 20 }: { size?: number }) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {paths}
      </svg>
    );
  };
}

/** Delivery Analytics: bars over a baseline. */
export const DeliveryIcon = icon(<path d="M4 20h16M7 16v-5M12 16V6M17 16v-8" />);

/** Reputation Monitor: a shield with a tick. */
export const ReputationIcon = icon(
  <>
    <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z" />
    <path d="M9 12l2 2 4-4" />
  </>,
);

/** Email Auditor: an envelope under a magnifier. */
export const AuditIcon = icon(
  <>
    <path d="M20 12V6a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1v11a1 1 0 0 0 1 1h8" />
    <path d="M3 6l8.5 6L20 6" />
    <circle cx="18" cy="17" r="2.5" />
    <path d="M20 19l1.5 1.5" />
  </>,
);

/** DMARC Reports: a document with a lock. */
export const DmarcIcon = icon(
  <>
    <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h6" />
    <path d="M14 3l5 5v3M14 3v5h5" />
    <rect x="14" y="16" width="7" height="5" rx="1" />
    <path d="M15.5 16v-1.5a2 2 0 0 1 4 0V16" />
  </>,
);

/** Administration: two people. */
export const AdministrationIcon = icon(
  <>
    <circle cx="9" cy="8" r="3" />
    <path d="M3 20a6 6 0 0 1 12 0" />
    <path d="M16 5a3 3 0 0 1 0 6M18 14.5a6 6 0 0 1 3 5.5" />
  </>,
);

/** A screen that comes with a later release: a clock. */
export const LaterIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

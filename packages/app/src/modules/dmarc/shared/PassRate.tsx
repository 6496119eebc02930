// A DMARC pass rate as a pill coloured by how far the domain is from enforcing safely: a
// consultant's rule of thumb is 98% and more before p=reject, under 90% means a sender is
// missing. The figure is always in the text; the colour only repeats it.
import { Pill, type PillTone } from '@console/ui';

export function passTone(rate: number, messages: number): PillTone {
  if (messages === 0) return 'neutral';
  if (rate >= 0.98) return 'success';
  if (rate >= 0.9) return 'warning';
  return 'danger';
}

export function PassRate({
  rate,
  messages,
  text,
}: {
  rate: number;
  messages: number;
  text: string;
}) {
  return <Pill tone={passTone(rate, messages)}>{text}</Pill>;
}

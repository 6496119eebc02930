// Delivery Analytics report page (/{workspace}/delivery-analytics/report), a lazy route module:
// the shell mounts this file and renders `Component`.
import { DeliveryReport } from './report/DeliveryReport.tsx';

export function Component() {
  return <DeliveryReport />;
}

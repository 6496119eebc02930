// The alerts' queue: each delivery of an alert (email, Slack, webhook) is a job of its own, so a
// channel that is down costs no other recipient and is tried again: 5 retries, the first after
// 30 s and each wait about doubling (pg-boss adds up to as much again at random), so the last
// comes 15 to 30 minutes after the first attempt; then the job is kept as dead.
import { defineJob } from '../../jobs/definition.ts';
import { deliverJobName, type AlertDelivery } from './delivery/deliveries.ts';
import { deliverAlert } from './delivery/deliverAlert.ts';

export const alertsJobs = [
  defineJob<AlertDelivery>({
    name: deliverJobName,
    retryLimit: 5,
    retryDelaySeconds: 30,
    run: deliverAlert,
  }),
];

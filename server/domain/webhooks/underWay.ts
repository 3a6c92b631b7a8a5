// The deliveries under way in this process, per client, each with the earliest client time its event can fall due
// again: an advance of the client's test clock moves no further before they end (see holdUntil).
export function deliveriesUnderWay() {
  const underWay = new Map<string, Map<Promise<unknown>, number>>();
  return {
    /** Tracks a delivery until it settles; `earliestRetry` is the client time its event can be due again. */
    add(clientId: string, delivery: Promise<unknown>, earliestRetry: number): void {
      const running = underWay.get(clientId) ?? new Map<Promise<unknown>, number>();
      underWay.set(clientId, running.set(delivery, earliestRetry));
      const done = () => {
        running.delete(delivery);
        if (!running.size) underWay.delete(clientId);
      };
      delivery.then(done, done);
    },

    /**
     * The earliest client time at which an event whose delivery this process has under way can fall due again
     * (infinity when none is): what is due before it can be done while they are under way.
     */
    holdUntil(clientId: string): number {
      return Math.min(...(underWay.get(clientId)?.values() ?? []));
    },

    /** True while this process has a delivery of the client's under way. */
    busy: (clientId: string) => (underWay.get(clientId)?.size ?? 0) > 0,

    /** Resolves when this process has no delivery of the client's under way. */
    async idle(clientId: string) {
      for (let running = underWay.get(clientId); running?.size; running = underWay.get(clientId)) await Promise.allSettled(running.keys());
    },
  };
}

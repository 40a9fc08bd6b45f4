import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where this instance is in its life: readiness answers `stopping` once a shutdown has begun. */
    lifecycle: Lifecycle;
  }
}

export interface Lifecycle {
  readonly stopping: boolean;
  /**
   * A shutdown has begun: readiness says so from now on, while the app still serves, so a proxy's
   * health check takes this instance out before it closes (decision 0292). Closing the app says it too.
   */
  beginStopping(): void;
}

export const lifecyclePlugin = fp(
  async (app) => {
    let stopping = false;
    const lifecycle: Lifecycle = {
      get stopping() {
        return stopping;
      },
      beginStopping() {
        stopping = true;
      },
    };
    app.decorate('lifecycle', lifecycle);
    app.addHook('preClose', async () => lifecycle.beginStopping());
  },
  { name: 'lifecycle' },
);

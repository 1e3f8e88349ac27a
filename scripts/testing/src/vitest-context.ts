/** What the integration tests' global setup provides to every test file. */
declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    /** The SES emulator (its `/store` lists the mails sent). */
    sesEmulatorUrl: string;
    /** The Stripe emulator: API under /v1, hosted pages under /c/pay. */
    stripeEmulatorUrl: string;
    /** The Alloggiati Web emulator: the service at /service/service.asmx, control under /_emulator. */
    alloggiatiEmulatorUrl: string;
    /** The Region's statistics emulator: the API at /webapi/api, control under /_emulator. */
    osservatorioEmulatorUrl: string;
  }
}

export {};

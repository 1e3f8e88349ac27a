/** What the integration tests' global setup provides to every test file. */
declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}

export {};

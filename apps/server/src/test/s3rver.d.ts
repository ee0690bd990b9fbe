// The part of @20minutes/s3rver (an S3 protocol peer for tests; it ships no types) that tests use.
declare module '@20minutes/s3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    allowMismatchedSignatures: boolean;
    /** Koa's middleware stack (S3rver extends Koa). */
    middleware: ((ctx: { path: string }, next: () => Promise<void>) => Promise<void>)[];
  }
}

// The few Node.js APIs the cdm extension (and the vendored language client typings) refer to, written here
// because Debian has no @types/node package and CI installs nothing from npm. Signatures follow Node's
// documentation (https://nodejs.org/docs/latest-v18.x/api/); add to them when the extension uses more.

declare namespace NodeJS {
  interface ProcessEnv {
    [key: string]: string | undefined;
  }
  interface EventEmitter {
    on(event: string, listener: (...args: any[]) => void): this;
    once(event: string, listener: (...args: any[]) => void): this;
    removeListener(event: string, listener: (...args: any[]) => void): this;
  }
  interface ReadableStream extends EventEmitter {
    readable: boolean;
    read(size?: number): string | Buffer;
  }
  interface WritableStream extends EventEmitter {
    writable: boolean;
    write(buffer: Uint8Array | string, cb?: (err?: Error | null) => void): boolean;
    end(cb?: () => void): this;
  }
  interface Process extends EventEmitter {
    readonly platform: string;
    readonly env: ProcessEnv;
    readonly pid: number;
    readonly argv: string[];
    exitCode?: number;
    cwd(): string;
    exit(code?: number): never;
    stdout: WritableStream;
    stderr: WritableStream;
  }
  interface Timeout {
    ref(): this;
    unref(): this;
    hasRef(): boolean;
  }
}

declare var process: NodeJS.Process;
declare function setTimeout(callback: (...args: any[]) => void, ms?: number, ...args: any[]): NodeJS.Timeout;
declare function clearTimeout(timeoutId: NodeJS.Timeout | undefined): void;
declare function setImmediate(callback: (...args: any[]) => void, ...args: any[]): any;
declare function require(id: string): any;
interface Buffer extends Uint8Array {
  toString(encoding?: string): string;
}
declare var Buffer: {
  from(data: string | Uint8Array | ArrayBuffer, encoding?: string): Buffer;
  byteLength(value: string, encoding?: string): number;
  concat(list: readonly Uint8Array[], totalLength?: number): Buffer;
};
declare var console: {
  log(...data: any[]): void;
  error(...data: any[]): void;
  warn(...data: any[]): void;
};

declare module 'fs' {
  interface Stats {
    isFile(): boolean;
    isDirectory(): boolean;
    size: number;
    mtimeMs: number;
  }
  const constants: { F_OK: number; R_OK: number; W_OK: number; X_OK: number };
  function statSync(path: string): Stats;
  function accessSync(path: string, mode?: number): void;
  function existsSync(path: string): boolean;
  function readFileSync(path: string, encoding: string): string;
  function writeFileSync(path: string, data: string): void;
  function mkdtempSync(prefix: string): string;
  function rmSync(path: string, options?: { recursive?: boolean; force?: boolean }): void;
}

declare module 'os' {
  function homedir(): string;
  function tmpdir(): string;
  const EOL: string;
}

declare module 'path' {
  const sep: string;
  const delimiter: string;
  function join(...paths: string[]): string;
  function resolve(...paths: string[]): string;
  function dirname(path: string): string;
  function basename(path: string, ext?: string): string;
  function extname(path: string): string;
  function isAbsolute(path: string): boolean;
  function relative(from: string, to: string): string;
  function normalize(path: string): string;
}

// Modules only the vendored language client typings name; their types are not needed by the extension.
declare module 'child_process' {
  interface ChildProcess extends NodeJS.EventEmitter {
    readonly pid?: number;
    stdin: NodeJS.WritableStream | null;
    stdout: NodeJS.ReadableStream | null;
    stderr: NodeJS.ReadableStream | null;
    kill(signal?: string): boolean;
  }
  interface SpawnOptions {
    cwd?: string;
    env?: NodeJS.ProcessEnv;
    detached?: boolean;
    shell?: boolean | string;
  }
  interface ForkOptions {
    cwd?: string;
    env?: NodeJS.ProcessEnv;
    execArgv?: string[];
    silent?: boolean;
    detached?: boolean;
  }
}
declare module 'net' {
  interface Socket extends NodeJS.ReadableStream, NodeJS.WritableStream {}
  interface Server extends NodeJS.EventEmitter {}
}
declare module 'stream';
declare module 'util';
declare module 'crypto';
declare module 'assert';
declare module 'worker_threads' {
  class MessagePort {}
  class Worker {}
}
declare module 'zlib';
declare module 'buffer';
declare module 'async_hooks';
declare module 'semver/functions/parse';
declare module 'semver/functions/satisfies';
declare module 'minimatch';
declare module 'msgpack-lite';

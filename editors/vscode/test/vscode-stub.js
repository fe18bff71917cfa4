// A stand-in for the `vscode` module (and for vscode-languageclient) so that the extension's logic runs under plain
// `node`: it records what the extension shows and registers, and lets each test decide what the client does.
'use strict';

function createStub() {
  const shown = { error: [], warning: [], info: [], status: [] };
  const commands = new Map();
  const output = [];
  const config = { path: 'cdm', generateOnSave: true };
  const disposable = () => ({ dispose() {} });

  class Uri {
    constructor(scheme, path) {
      this.scheme = scheme;
      this.path = path;
      this.fsPath = path;
    }
    static parse(value) {
      const match = /^([a-z]+):\/\/(.*)$/.exec(value);
      return match ? new Uri(match[1], decodeURIComponent(match[2])) : new Uri('file', value);
    }
    static file(path) {
      return new Uri('file', path);
    }
    toString() {
      return `${this.scheme}://${this.path}`;
    }
  }
  class Position {
    constructor(line, character) {
      this.line = line;
      this.character = character;
    }
    translate(dl = 0, dc = 0) {
      return new Position(this.line + dl, this.character + dc);
    }
  }
  class Range {
    constructor(start, end) {
      this.start = start;
      this.end = end;
    }
  }
  const message = (list) => (text, ...items) => {
    list.push({ text, items });
    return Promise.resolve(undefined);
  };
  const vscode = {
    version: '1.82.0',
    Uri,
    Position,
    Range,
    Disposable: class {
      constructor(f) {
        this.dispose = f;
      }
    },
    ViewColumn: { Active: -1, Beside: -2, One: 1 },
    ProgressLocation: { Notification: 15 },
    TextEditorRevealType: { InCenterIfOutsideViewport: 2 },
    window: {
      activeTextEditor: undefined,
      visibleTextEditors: [],
      createOutputChannel: (name) => ({
        name,
        appendLine: (line) => output.push(line),
        append: (text) => output.push(text),
        show() {},
        dispose() {},
      }),
      showErrorMessage: message(shown.error),
      showWarningMessage: message(shown.warning),
      showInformationMessage: message(shown.info),
      setStatusBarMessage: (text) => {
        shown.status.push(text);
        return disposable();
      },
      withProgress: (_options, task) => task({ report() {} }, { isCancellationRequested: false }),
    },
    commands: {
      registerCommand(name, callback) {
        if (commands.has(name)) {
          throw new Error(`command '${name}' already exists`);
        }
        commands.set(name, callback);
        return { dispose: () => commands.delete(name) };
      },
      executeCommand: (name, ...args) => Promise.resolve(commands.has(name) ? commands.get(name)(...args) : undefined),
    },
    workspace: {
      workspaceFolders: undefined,
      getConfiguration: () => ({ get: (key, fallback) => (key in config ? config[key] : fallback) }),
      openTextDocument: (uri) => Promise.resolve({ uri, languageId: 'cdm', fileName: uri.fsPath }),
      onDidChangeConfiguration: disposable,
      onDidChangeTextDocument: disposable,
      onDidCloseTextDocument: disposable,
    },
  };

  // vscode-languageclient/node: `behaviour` decides what the constructor, start() and sendRequest() do.
  const behaviour = {
    construct: () => {},
    start: () => Promise.resolve(),
    request: () => Promise.resolve(null),
  };
  class LanguageClient {
    constructor(id, name, serverOptions, clientOptions) {
      behaviour.construct(serverOptions, clientOptions);
      this.initializeResult = { capabilities: { executeCommandProvider: { commands: ['cdm.generate', 'cdm.import'] } } };
      this.code2ProtocolConverter = { asUri: (uri) => uri.toString() };
      this.protocol2CodeConverter = {};
    }
    registerFeature() {}
    start() {
      return behaviour.start();
    }
    stop() {
      return Promise.resolve();
    }
    dispose() {
      return Promise.resolve();
    }
    sendRequest(type, params) {
      return behaviour.request(type, params);
    }
  }
  const languageclient = {
    LanguageClient,
    RequestType: class {
      constructor(method) {
        this.method = method;
      }
    },
    ExecuteCommandRequest: { type: { method: 'workspace/executeCommand' }, method: 'workspace/executeCommand' },
  };
  return { vscode, languageclient, shown, commands, output, config, behaviour };
}

module.exports = { createStub };

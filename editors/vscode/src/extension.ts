// The VS Code client of the cdm language server (`cdm lsp`).
//
// Everything language-related (diagnostics, completion, hover, navigation, formatting, ...) comes from the
// server through vscode-languageclient; this file adds the cdm commands, the diagram view, settings handling
// and a clear message when the `cdm` executable cannot be found.

import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as vscode from 'vscode';
import {
  DynamicFeature,
  ExecuteCommandParams,
  ExecuteCommandRequest,
  LanguageClient,
  LanguageClientOptions,
  Location as LspLocation,
  RequestType,
  ServerOptions,
  StaticFeature,
  TextDocumentPositionParams,
} from 'vscode-languageclient/node';

const LANGUAGE_ID = 'cdm';

/** `cdm/inverse`: a position on a relationship → the location of its inverse's name, or null. */
const InverseRequest = new RequestType<TextDocumentPositionParams, LspLocation | null, void>('cdm/inverse');

interface DiagramParams {
  textDocument: { uri: string };
  format: 'svg' | 'mermaid';
}
/** `cdm/diagram`: the entity–relationship diagram of the document's current (unsaved) text. */
const DiagramRequest = new RequestType<DiagramParams, string | null, void>('cdm/diagram');

/** The commands this extension implements itself (declared in package.json). */
const OWN_COMMANDS = ['cdm.generate', 'cdm.goToInverse', 'cdm.importModel', 'cdm.restartServer', 'cdm.showDiagram', 'cdm.showReferences'];

/**
 * vscode-languageclient registers every command of the server's `executeCommandProvider` as a VS Code command.
 * The server's `cdm.generate` and `cdm.goToInverse` have the same ids as ours, and a second registration throws
 * ("command 'cdm.generate' already exists"), which would stop the client from starting. So the built-in
 * workspace/executeCommand feature is declined here, and `registerServerCommands` forwards the server's other
 * commands (if any) itself.
 */
class CdmLanguageClient extends LanguageClient {
  public registerFeature(feature: StaticFeature | DynamicFeature<any>): void {
    const method = (feature as { registrationType?: { method?: string } }).registrationType?.method;
    if (method === ExecuteCommandRequest.method) {
      return;
    }
    super.registerFeature(feature);
  }
}

let client: CdmLanguageClient | undefined;
let outputChannel: vscode.OutputChannel;
let traceOutputChannel: vscode.OutputChannel;
let serverCommandRegistrations: vscode.Disposable[] = [];
let starting: Promise<CdmLanguageClient | undefined> | undefined;
const diagrams = new Map<string, DiagramPanel>();

/**
 * Activation never rejects: VS Code would only say "Activating extension 'cdm.cdm' failed" in a log. Whatever goes
 * wrong (a command id another extension took, an API missing from this VS Code) becomes one message saying why.
 */
export async function activate(context: vscode.ExtensionContext): Promise<void> {
  try {
    await doActivate(context);
  } catch (error) {
    const message = `cdm: the extension could not start: ${describe(error)}`;
    outputChannel?.appendLine(message);
    void vscode.window.showErrorMessage(message);
  }
}

async function doActivate(context: vscode.ExtensionContext): Promise<void> {
  outputChannel = vscode.window.createOutputChannel('cdm');
  traceOutputChannel = vscode.window.createOutputChannel('cdm (trace)');
  context.subscriptions.push(outputChannel, traceOutputChannel);

  context.subscriptions.push(
    vscode.commands.registerCommand('cdm.generate', (uri?: unknown) => generate(uri)),
    vscode.commands.registerCommand('cdm.goToInverse', (params?: unknown) => goToInverse(params)),
    vscode.commands.registerCommand('cdm.importModel', (uri?: unknown) => importModel(uri)),
    vscode.commands.registerCommand('cdm.restartServer', () => restartServer()),
    vscode.commands.registerCommand('cdm.showDiagram', () => showDiagram(context)),
    vscode.commands.registerCommand('cdm.showReferences', (uri?: unknown, position?: unknown, locations?: unknown) =>
      showReferences(uri, position, locations),
    ),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration('cdm.path')) {
        void restartServer();
      }
      // cdm.generateOnSave reaches the running server as workspace/didChangeConfiguration (see
      // `synchronize.configurationSection`) and through workspace/configuration; cdm.trace.server is applied by
      // the client itself.
    }),
    vscode.workspace.onDidChangeTextDocument((event) => {
      diagrams.get(event.document.uri.toString())?.scheduleRefresh();
    }),
    vscode.workspace.onDidCloseTextDocument((document) => {
      diagrams.get(document.uri.toString())?.dispose();
    }),
    { dispose: () => disposeServerCommands() },
  );

  await startServer();
}

export async function deactivate(): Promise<void> {
  for (const panel of [...diagrams.values()]) {
    panel.dispose();
  }
  await stopServer();
}

// ---------------------------------------------------------------------------------------------------------------
// Server lifecycle

function configuration(): vscode.WorkspaceConfiguration {
  return vscode.workspace.getConfiguration('cdm');
}

function generateOnSave(): boolean {
  return configuration().get<boolean>('generateOnSave', true);
}

async function startServer(): Promise<CdmLanguageClient | undefined> {
  if (client) {
    return client;
  }
  if (starting) {
    return starting;
  }
  starting = doStartServer().finally(() => {
    starting = undefined;
  });
  return starting;
}

async function doStartServer(): Promise<CdmLanguageClient | undefined> {
  const configured = configuration().get<string>('path', 'cdm') || 'cdm';
  const command = resolveExecutable(configured);
  if (!command) {
    void reportMissingServer(configured);
    return undefined;
  }

  const serverOptions: ServerOptions = {
    run: { command, args: ['lsp'] },
    debug: { command, args: ['lsp'] },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: 'file', language: LANGUAGE_ID },
      { scheme: 'untitled', language: LANGUAGE_ID },
    ],
    initializationOptions: { generateOnSave: generateOnSave() },
    synchronize: { configurationSection: 'cdm' },
    outputChannel,
    traceOutputChannel,
  };

  let newClient: CdmLanguageClient | undefined;
  try {
    // The constructor is inside the `try` too: it throws when the client library rejects this VS Code.
    newClient = new CdmLanguageClient('cdm', 'cdm', serverOptions, clientOptions);
    await newClient.start();
  } catch (error) {
    outputChannel.appendLine(`Could not start ${command} lsp: ${describe(error)}`);
    try {
      await newClient?.dispose();
    } catch {
      // The server may never have started.
    }
    if (isMissingExecutableError(error)) {
      void reportMissingServer(configured);
    } else {
      void vscode.window.showErrorMessage(`cdm: the language server failed to start: ${describe(error)}`, 'Show Output').then(
        (choice) => {
          if (choice) {
            outputChannel.show(true);
          }
        },
      );
    }
    return undefined;
  }
  client = newClient;
  registerServerCommands(newClient);
  return newClient;
}

async function stopServer(): Promise<void> {
  const running = client;
  client = undefined;
  disposeServerCommands();
  if (running) {
    try {
      await running.stop();
    } catch (error) {
      outputChannel.appendLine(`Stopping the server: ${describe(error)}`);
    }
    try {
      await running.dispose();
    } catch {
      // Already stopped.
    }
  }
}

async function restartServer(): Promise<void> {
  if (starting) {
    await starting;
  }
  await stopServer();
  const started = await startServer();
  if (started) {
    void vscode.window.setStatusBarMessage('cdm: language server restarted', 3000);
  }
}

/** Forwards the server's commands that this extension does not implement itself (see CdmLanguageClient). */
function registerServerCommands(languageClient: CdmLanguageClient): void {
  disposeServerCommands();
  const commands = languageClient.initializeResult?.capabilities.executeCommandProvider?.commands ?? [];
  for (const command of commands) {
    if (OWN_COMMANDS.includes(command)) {
      continue;
    }
    try {
      serverCommandRegistrations.push(
        vscode.commands.registerCommand(command, (...args: unknown[]) => executeServerCommand(command, args)),
      );
    } catch (error) {
      outputChannel.appendLine(`Not forwarding the server command ${command}: ${describe(error)}`);
    }
  }
}

function disposeServerCommands(): void {
  for (const registration of serverCommandRegistrations) {
    registration.dispose();
  }
  serverCommandRegistrations = [];
}

async function runningClient(): Promise<CdmLanguageClient | undefined> {
  const languageClient = client ?? (await startServer());
  if (!languageClient) {
    void vscode.window.showErrorMessage('cdm: the language server is not running.', 'Restart Server').then((choice) => {
      if (choice) {
        void restartServer();
      }
    });
  }
  return languageClient;
}

async function executeServerCommand(command: string, args: unknown[]): Promise<unknown> {
  const languageClient = await runningClient();
  if (!languageClient) {
    return undefined;
  }
  const params: ExecuteCommandParams = { command, arguments: args };
  return languageClient.sendRequest(ExecuteCommandRequest.type, params);
}

// ---------------------------------------------------------------------------------------------------------------
// Finding the executable

function expandPath(value: string): string {
  let expanded = value.trim();
  if (expanded === '~' || expanded.startsWith('~/') || expanded.startsWith('~\\')) {
    expanded = path.join(os.homedir(), expanded.slice(1));
  }
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
  if (folder) {
    expanded = expanded.replace(/\$\{workspaceFolder\}/g, folder);
  }
  return expanded;
}

function isExecutableFile(file: string): boolean {
  try {
    if (!fs.statSync(file).isFile()) {
      return false;
    }
    if (process.platform !== 'win32') {
      fs.accessSync(file, fs.constants.X_OK);
    }
    return true;
  } catch {
    return false;
  }
}

/** The executable to start for the `cdm.path` setting, or undefined when there is none. */
function resolveExecutable(setting: string): string | undefined {
  const value = expandPath(setting);
  const extensions =
    process.platform === 'win32' ? ['', ...(process.env.PATHEXT ?? '.EXE;.CMD;.BAT').split(';').filter((e) => e)] : [''];
  if (value.includes('/') || value.includes('\\')) {
    const candidates = path.isAbsolute(value)
      ? [value]
      : (vscode.workspace.workspaceFolders ?? []).map((folder) => path.join(folder.uri.fsPath, value));
    for (const candidate of candidates) {
      for (const extension of extensions) {
        if (isExecutableFile(candidate + extension)) {
          return candidate + extension;
        }
      }
    }
    return undefined;
  }
  for (const directory of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!directory) {
      continue;
    }
    for (const extension of extensions) {
      const candidate = path.join(directory, value + extension);
      if (isExecutableFile(candidate)) {
        return candidate;
      }
    }
  }
  return undefined;
}

function isMissingExecutableError(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === 'ENOENT' || code === 'EACCES') {
    return true;
  }
  return /ENOENT|EACCES|not found|spawn/i.test(describe(error));
}

async function reportMissingServer(setting: string): Promise<void> {
  const message =
    `cdm: the language server executable "${setting}" was not found or is not executable. ` +
    'To install it, run `swift build -c release` in the cdm repository, then put `.build/release/cdm` on your PATH ' +
    'or set "cdm.path" to its full path.';
  const choice = await vscode.window.showErrorMessage(message, 'Open Settings', 'Retry');
  if (choice === 'Open Settings') {
    await vscode.commands.executeCommand('workbench.action.openSettings', 'cdm.path');
  } else if (choice === 'Retry') {
    await restartServer();
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    return error.message;
  }
  return String(error);
}

// ---------------------------------------------------------------------------------------------------------------
// Commands

/** The cdm document a command applies to: the one named by `uri`, or the active editor's. */
async function cdmDocument(uri?: unknown): Promise<vscode.TextDocument | undefined> {
  let target: vscode.Uri | undefined;
  if (uri instanceof vscode.Uri) {
    target = uri;
  } else if (typeof uri === 'string' && uri.length > 0) {
    target = vscode.Uri.parse(uri);
  }
  if (target) {
    return vscode.workspace.openTextDocument(target);
  }
  const editor = vscode.window.activeTextEditor;
  if (editor && editor.document.languageId === LANGUAGE_ID) {
    return editor.document;
  }
  void vscode.window.showWarningMessage('cdm: open a .cdm file first.');
  return undefined;
}

async function generate(uri?: unknown): Promise<void> {
  const document = await cdmDocument(uri);
  if (!document) {
    return;
  }
  const languageClient = await runningClient();
  if (!languageClient) {
    return;
  }
  try {
    const documentUri = languageClient.code2ProtocolConverter.asUri(document.uri);
    const result = await languageClient.sendRequest(ExecuteCommandRequest.type, {
      command: 'cdm.generate',
      arguments: [documentUri],
    });
    const { written, message } = generationSummary(result);
    outputChannel.appendLine(`Generated from ${document.uri.fsPath}: ${message}`);
    for (const file of written) {
      outputChannel.appendLine(`  ${file}`);
    }
    const choice = await vscode.window.showInformationMessage(`cdm: ${message}`, ...(written.length > 0 ? ['Show Files'] : []));
    if (choice) {
      outputChannel.show(true);
    }
  } catch (error) {
    outputChannel.appendLine(`Generating from ${document.uri.fsPath} failed: ${describe(error)}`);
    // RequestFailed: the server has shown why already (window/showMessage); a second box would say it twice.
    if (errorCode(error) !== REQUEST_FAILED) {
      void vscode.window.showErrorMessage(`cdm: code generation failed: ${describe(error)}`);
    }
  }
}

/** LSP's RequestFailed error code: the server reported the failure to the user itself. */
const REQUEST_FAILED = -32803;

function errorCode(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'number' ? code : undefined;
}

/**
 * The files written and the sentence to show for a `cdm.generate` result: the server's own message
 * ("generated 6 files into Generated/Swift/ and Generated/", "up to date: …"), or a count for an older server that
 * answered with the list of files.
 */
export function generationSummary(result: unknown): { written: string[]; message: string } {
  if (Array.isArray(result)) {
    const written = result.map((item) => String(item));
    return { written, message: written.length === 1 ? 'wrote 1 file' : `wrote ${written.length} files` };
  }
  const object = (typeof result === 'object' && result !== null ? result : {}) as { written?: unknown; message?: unknown };
  const written = Array.isArray(object.written) ? object.written.map((item) => String(item)) : [];
  const message = typeof object.message === 'string' ? object.message : `wrote ${written.length} file${written.length === 1 ? '' : 's'}`;
  return { written, message };
}

function isPositionParams(value: unknown): value is TextDocumentPositionParams {
  const candidate = value as TextDocumentPositionParams | undefined;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.textDocument?.uri === 'string' &&
    typeof candidate.position?.line === 'number' &&
    typeof candidate.position?.character === 'number'
  );
}

/** The "N references" code lens: the server sends plain JSON; VS Code's peek view wants its own types. */
async function showReferences(uri?: unknown, position?: unknown, locations?: unknown): Promise<void> {
  const languageClient = await runningClient();
  if (!languageClient || typeof uri !== 'string' || !Array.isArray(locations)) {
    return;
  }
  const converter = languageClient.protocol2CodeConverter;
  await vscode.commands.executeCommand(
    'editor.action.showReferences',
    vscode.Uri.parse(uri),
    converter.asPosition(position as { line: number; character: number }),
    locations.map((location) => converter.asLocation(location as { uri: string; range: { start: { line: number; character: number }; end: { line: number; character: number } } })),
  );
}

async function goToInverse(args?: unknown): Promise<void> {
  const languageClient = await runningClient();
  if (!languageClient) {
    return;
  }
  let params: TextDocumentPositionParams;
  if (isPositionParams(args)) {
    // From a code lens or code action of the server.
    params = args;
  } else {
    const editor = vscode.window.activeTextEditor;
    if (!editor || editor.document.languageId !== LANGUAGE_ID) {
      void vscode.window.showWarningMessage('cdm: place the cursor on a relationship in a .cdm file.');
      return;
    }
    params = languageClient.code2ProtocolConverter.asTextDocumentPositionParams(editor.document, editor.selection.active);
  }
  try {
    const location = await languageClient.sendRequest(InverseRequest, params);
    if (!location) {
      void vscode.window.setStatusBarMessage('cdm: no inverse relationship here.', 3000);
      return;
    }
    const target = languageClient.protocol2CodeConverter.asLocation(location);
    const editor = await vscode.window.showTextDocument(target.uri, { selection: target.range, preserveFocus: false });
    editor.revealRange(target.range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  } catch (error) {
    void vscode.window.showErrorMessage(`cdm: Go to Inverse failed: ${describe(error)}`);
  }
}

async function importModel(uri?: unknown): Promise<void> {
  let source: vscode.Uri | undefined = uri instanceof vscode.Uri ? uri : undefined;
  if (!source) {
    const picked = await vscode.window.showOpenDialog({
      canSelectFiles: true,
      canSelectFolders: true,
      canSelectMany: false,
      openLabel: 'Import',
      title: 'Import an Xcode model (.xcdatamodeld, .xcdatamodel or its contents file)',
      defaultUri: vscode.workspace.workspaceFolders?.[0]?.uri,
    });
    source = picked?.[0];
  }
  if (!source) {
    return;
  }
  const languageClient = await runningClient();
  if (!languageClient) {
    return;
  }
  try {
    const result = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: `cdm: importing ${path.basename(source.fsPath)}…` },
      () =>
        languageClient.sendRequest(ExecuteCommandRequest.type, {
          command: 'cdm.import',
          arguments: [languageClient.code2ProtocolConverter.asUri(source as vscode.Uri)],
        }),
    );
    // The server also asks the client to open the new file (window/showDocument); opening it here as well covers
    // servers or clients without that request, and showing an open document again is harmless.
    const written = importedUri(result);
    if (written) {
      await vscode.window.showTextDocument(written, { preview: false });
    }
  } catch (error) {
    void vscode.window.showErrorMessage(`cdm: import failed: ${describe(error)}`);
  }
}

/** The .cdm file named by the result of `cdm.import`: a URI or path, `{ uri }`, a Location, or a list of those. */
function importedUri(result: unknown): vscode.Uri | undefined {
  if (Array.isArray(result)) {
    for (const item of result) {
      const uri = importedUri(item);
      if (uri) {
        return uri;
      }
    }
    return undefined;
  }
  if (typeof result === 'string' && result.length > 0) {
    return /^[a-zA-Z][a-zA-Z0-9+.-]+:/.test(result) && !/^[a-zA-Z]:[\\/]/.test(result)
      ? vscode.Uri.parse(result)
      : vscode.Uri.file(result);
  }
  if (typeof result === 'object' && result !== null) {
    const candidate = result as { uri?: unknown; path?: unknown };
    return importedUri(candidate.uri ?? candidate.path);
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Diagram

async function showDiagram(context: vscode.ExtensionContext): Promise<void> {
  const document = await cdmDocument();
  if (!document) {
    return;
  }
  const existing = diagrams.get(document.uri.toString());
  if (existing) {
    existing.reveal();
    return;
  }
  const panel = new DiagramPanel(context, document);
  diagrams.set(document.uri.toString(), panel);
  panel.refresh();
}

class DiagramPanel {
  private readonly panel: vscode.WebviewPanel;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private generation = 0;
  private disposed = false;

  constructor(
    context: vscode.ExtensionContext,
    private readonly document: vscode.TextDocument,
  ) {
    this.panel = vscode.window.createWebviewPanel(
      'cdm.diagram',
      `Diagram: ${path.basename(document.uri.path)}`,
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      { enableScripts: true, retainContextWhenHidden: true, localResourceRoots: [] },
    );
    this.panel.onDidDispose(() => this.dispose(), undefined, context.subscriptions);
    this.panel.webview.onDidReceiveMessage(
      (message: { type?: string; entity?: string }) => {
        if (message?.type === 'reveal' && typeof message.entity === 'string') {
          void revealEntity(this.document, message.entity);
        }
      },
      undefined,
      context.subscriptions,
    );
    this.panel.webview.html = diagramHtml(this.panel.webview, '<p class="status">Loading the diagram…</p>');
  }

  reveal(): void {
    this.panel.reveal(vscode.ViewColumn.Beside, true);
  }

  /** Refreshes at most every 300 ms while the document is being edited. */
  scheduleRefresh(): void {
    if (this.timer) {
      clearTimeout(this.timer);
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.refresh();
    }, 300);
  }

  refresh(): void {
    void this.update();
  }

  private async update(): Promise<void> {
    const generation = ++this.generation;
    const languageClient = await runningClient();
    if (!languageClient || this.disposed) {
      return;
    }
    let body: string;
    try {
      const svg = await languageClient.sendRequest(DiagramRequest, {
        textDocument: { uri: languageClient.code2ProtocolConverter.asUri(this.document.uri) },
        format: 'svg',
      });
      body = svg ? `<div id="diagram">${svg}</div>` : '<p class="status">No diagram for this model.</p>';
    } catch (error) {
      body = `<p class="status error">The diagram could not be drawn: ${escapeHtml(describe(error))}</p>`;
    }
    if (generation !== this.generation || this.disposed) {
      return; // A newer refresh is on its way.
    }
    // Keep the scroll position and zoom across refreshes: the script restores them from its state.
    this.panel.webview.html = diagramHtml(this.panel.webview, body);
  }

  dispose(): void {
    if (this.disposed) {
      return;
    }
    this.disposed = true;
    if (this.timer) {
      clearTimeout(this.timer);
    }
    diagrams.delete(this.document.uri.toString());
    this.panel.dispose();
  }
}

function nonce(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let value = '';
  for (let i = 0; i < 32; i++) {
    value += alphabet.charAt(Math.floor(Math.random() * alphabet.length));
  }
  return value;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function diagramHtml(webview: vscode.Webview, body: string): string {
  const scriptNonce = nonce();
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src ${webview.cspSource} data:; style-src 'unsafe-inline'; script-src 'nonce-${scriptNonce}';">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<style>
  body { padding: 8px; color: var(--vscode-foreground); background: var(--vscode-editor-background); }
  #diagram svg { max-width: 100%; height: auto; background: #ffffff; border-radius: 4px; }
  [data-entity] { cursor: pointer; }
  [data-entity]:hover { opacity: 0.8; }
  .status { font-family: var(--vscode-font-family); opacity: 0.8; }
  .error { color: var(--vscode-errorForeground); }
</style>
</head>
<body>
${body}
<script nonce="${scriptNonce}">
  const vscode = acquireVsCodeApi();
  const state = vscode.getState() || {};
  window.scrollTo(state.x || 0, state.y || 0);
  window.addEventListener('scroll', () => vscode.setState({ x: window.scrollX, y: window.scrollY }));
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('[data-entity]') : null;
    if (target) {
      vscode.postMessage({ type: 'reveal', entity: target.getAttribute('data-entity') });
    }
  });
</script>
</body>
</html>`;
}

/** Shows `entity Name` (the declaration) in the editor of `document`. */
async function revealEntity(document: vscode.TextDocument, name: string): Promise<void> {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const declaration = new RegExp(`^([ \\t]*(?:abstract[ \\t]+)?(?:entity|composite)[ \\t]+)(${escaped})\\b`, 'm');
  const text = document.getText();
  const match = declaration.exec(text);
  if (!match) {
    void vscode.window.setStatusBarMessage(`cdm: no entity named ${name}.`, 3000);
    return;
  }
  const start = document.positionAt(match.index + match[1].length);
  const range = new vscode.Range(start, start.translate(0, name.length));
  const visible = vscode.window.visibleTextEditors.find((editor) => editor.document.uri.toString() === document.uri.toString());
  const editor = await vscode.window.showTextDocument(document, {
    viewColumn: visible?.viewColumn ?? vscode.ViewColumn.One,
    selection: range,
    preserveFocus: false,
  });
  editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
}

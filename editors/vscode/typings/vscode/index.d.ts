// The part of the VS Code extension API (1.82, the version `engines.vscode` names) that the cdm extension uses.
// Declarations follow src/vscode-dts/vscode.d.ts of microsoft/vscode (MIT, see LICENSE) as published in
// @types/vscode 1.82.0; see ../SOURCES for why this is a subset and how to add to it.

declare module 'vscode' {
  export const version: string;

  export interface Thenable<T> extends PromiseLike<T> {}

  export class Disposable {
    static from(...disposableLikes: { dispose: () => any }[]): Disposable;
    constructor(callOnDispose: () => any);
    dispose(): any;
  }

  export interface Event<T> {
    (listener: (e: T) => any, thisArgs?: any, disposables?: Disposable[]): Disposable;
  }

  export class Position {
    readonly line: number;
    readonly character: number;
    constructor(line: number, character: number);
    isBefore(other: Position): boolean;
    isEqual(other: Position): boolean;
    translate(lineDelta?: number, characterDelta?: number): Position;
    translate(change: { lineDelta?: number; characterDelta?: number }): Position;
  }

  export class Range {
    readonly start: Position;
    readonly end: Position;
    constructor(start: Position, end: Position);
    constructor(startLine: number, startCharacter: number, endLine: number, endCharacter: number);
    isEmpty: boolean;
    contains(positionOrRange: Position | Range): boolean;
  }

  export class Selection extends Range {
    anchor: Position;
    active: Position;
    constructor(anchor: Position, active: Position);
  }

  export class Location {
    uri: Uri;
    range: Range;
    constructor(uri: Uri, rangeOrPosition: Range | Position);
  }

  export class Uri {
    static parse(value: string, strict?: boolean): Uri;
    static file(path: string): Uri;
    static joinPath(base: Uri, ...pathSegments: string[]): Uri;
    readonly scheme: string;
    readonly authority: string;
    readonly path: string;
    readonly query: string;
    readonly fragment: string;
    readonly fsPath: string;
    with(change: { scheme?: string; authority?: string; path?: string; query?: string; fragment?: string }): Uri;
    toString(skipEncoding?: boolean): string;
    toJSON(): any;
  }

  export enum EndOfLine {
    LF = 1,
    CRLF = 2,
  }

  export interface TextLine {
    readonly lineNumber: number;
    readonly text: string;
    readonly range: Range;
  }

  export interface TextDocument {
    readonly uri: Uri;
    readonly fileName: string;
    readonly isUntitled: boolean;
    readonly languageId: string;
    readonly version: number;
    readonly isDirty: boolean;
    readonly isClosed: boolean;
    save(): Thenable<boolean>;
    readonly eol: EndOfLine;
    readonly lineCount: number;
    lineAt(line: number): TextLine;
    lineAt(position: Position): TextLine;
    offsetAt(position: Position): number;
    positionAt(offset: number): Position;
    getText(range?: Range): string;
  }

  export enum ViewColumn {
    Active = -1,
    Beside = -2,
    One = 1,
    Two = 2,
    Three = 3,
  }

  export enum TextEditorRevealType {
    Default = 0,
    InCenter = 1,
    InCenterIfOutsideViewport = 2,
    AtTop = 3,
  }

  export interface TextEditor {
    readonly document: TextDocument;
    selection: Selection;
    readonly selections: readonly Selection[];
    readonly viewColumn: ViewColumn | undefined;
    revealRange(range: Range, revealType?: TextEditorRevealType): void;
  }

  export interface TextDocumentShowOptions {
    viewColumn?: ViewColumn;
    preserveFocus?: boolean;
    preview?: boolean;
    selection?: Range;
  }

  export interface TextDocumentContentChangeEvent {
    readonly range: Range;
    readonly rangeOffset: number;
    readonly rangeLength: number;
    readonly text: string;
  }

  export interface TextDocumentChangeEvent {
    readonly document: TextDocument;
    readonly contentChanges: readonly TextDocumentContentChangeEvent[];
  }

  export interface ConfigurationChangeEvent {
    affectsConfiguration(section: string, scope?: Uri | TextDocument | WorkspaceFolder | { uri?: Uri; languageId: string }): boolean;
  }

  export interface WorkspaceConfiguration {
    get<T>(section: string): T | undefined;
    get<T>(section: string, defaultValue: T): T;
    has(section: string): boolean;
    readonly [key: string]: any;
  }

  export interface WorkspaceFolder {
    readonly uri: Uri;
    readonly name: string;
    readonly index: number;
  }

  export interface Memento {
    keys(): readonly string[];
    get<T>(key: string): T | undefined;
    get<T>(key: string, defaultValue: T): T;
    update(key: string, value: any): Thenable<void>;
  }

  export interface ExtensionContext {
    readonly subscriptions: { dispose(): any }[];
    readonly workspaceState: Memento;
    readonly globalState: Memento & { setKeysForSync(keys: readonly string[]): void };
    readonly extensionUri: Uri;
    readonly extensionPath: string;
    asAbsolutePath(relativePath: string): string;
  }

  export interface OutputChannel {
    readonly name: string;
    append(value: string): void;
    appendLine(value: string): void;
    replace(value: string): void;
    clear(): void;
    show(preserveFocus?: boolean): void;
    show(column?: ViewColumn, preserveFocus?: boolean): void;
    hide(): void;
    dispose(): void;
  }

  export interface MessageItem {
    title: string;
    isCloseAffordance?: boolean;
  }

  export interface MessageOptions {
    modal?: boolean;
    detail?: string;
  }

  export interface OpenDialogOptions {
    defaultUri?: Uri;
    openLabel?: string;
    canSelectFiles?: boolean;
    canSelectFolders?: boolean;
    canSelectMany?: boolean;
    filters?: { [name: string]: string[] };
    title?: string;
  }

  export enum ProgressLocation {
    SourceControl = 1,
    Window = 10,
    Notification = 15,
  }

  export interface ProgressOptions {
    location: ProgressLocation | { viewId: string };
    title?: string;
    cancellable?: boolean;
  }

  export interface Progress<T> {
    report(value: T): void;
  }

  export interface CancellationToken {
    isCancellationRequested: boolean;
    onCancellationRequested: Event<any>;
  }

  export interface WebviewOptions {
    readonly enableScripts?: boolean;
    readonly enableForms?: boolean;
    readonly enableCommandUris?: boolean | readonly string[];
    readonly localResourceRoots?: readonly Uri[];
  }

  export interface WebviewPanelOptions {
    readonly enableFindWidget?: boolean;
    readonly retainContextWhenHidden?: boolean;
  }

  export interface Webview {
    options: WebviewOptions;
    html: string;
    readonly onDidReceiveMessage: Event<any>;
    postMessage(message: any): Thenable<boolean>;
    asWebviewUri(localResource: Uri): Uri;
    readonly cspSource: string;
  }

  export interface WebviewPanel {
    readonly viewType: string;
    title: string;
    readonly webview: Webview;
    readonly options: WebviewPanelOptions;
    readonly viewColumn: ViewColumn | undefined;
    readonly active: boolean;
    readonly visible: boolean;
    readonly onDidDispose: Event<void>;
    reveal(viewColumn?: ViewColumn, preserveFocus?: boolean): void;
    dispose(): any;
  }

  export namespace window {
    export let activeTextEditor: TextEditor | undefined;
    export let visibleTextEditors: readonly TextEditor[];
    export function createOutputChannel(name: string, languageId?: string): OutputChannel;
    export function showInformationMessage<T extends string>(message: string, ...items: T[]): Thenable<T | undefined>;
    export function showInformationMessage<T extends string>(message: string, options: MessageOptions, ...items: T[]): Thenable<T | undefined>;
    export function showWarningMessage<T extends string>(message: string, ...items: T[]): Thenable<T | undefined>;
    export function showWarningMessage<T extends string>(message: string, options: MessageOptions, ...items: T[]): Thenable<T | undefined>;
    export function showErrorMessage<T extends string>(message: string, ...items: T[]): Thenable<T | undefined>;
    export function showErrorMessage<T extends string>(message: string, options: MessageOptions, ...items: T[]): Thenable<T | undefined>;
    export function setStatusBarMessage(text: string, hideAfterTimeout: number): Disposable;
    export function setStatusBarMessage(text: string, hideWhenDone: Thenable<any>): Disposable;
    export function setStatusBarMessage(text: string): Disposable;
    export function showTextDocument(document: TextDocument, column?: ViewColumn, preserveFocus?: boolean): Thenable<TextEditor>;
    export function showTextDocument(document: TextDocument, options?: TextDocumentShowOptions): Thenable<TextEditor>;
    export function showTextDocument(uri: Uri, options?: TextDocumentShowOptions): Thenable<TextEditor>;
    export function showOpenDialog(options?: OpenDialogOptions): Thenable<Uri[] | undefined>;
    export function withProgress<R>(
      options: ProgressOptions,
      task: (progress: Progress<{ message?: string; increment?: number }>, token: CancellationToken) => Thenable<R>,
    ): Thenable<R>;
    export function createWebviewPanel(
      viewType: string,
      title: string,
      showOptions: ViewColumn | { readonly viewColumn: ViewColumn; readonly preserveFocus?: boolean },
      options?: WebviewPanelOptions & WebviewOptions,
    ): WebviewPanel;
  }

  export namespace commands {
    export function registerCommand(command: string, callback: (...args: any[]) => any, thisArg?: any): Disposable;
    export function executeCommand<T = unknown>(command: string, ...rest: any[]): Thenable<T>;
    export function getCommands(filterInternal?: boolean): Thenable<string[]>;
  }

  export namespace workspace {
    export const workspaceFolders: readonly WorkspaceFolder[] | undefined;
    export const textDocuments: readonly TextDocument[];
    export function getConfiguration(section?: string, scope?: Uri | TextDocument | WorkspaceFolder | null): WorkspaceConfiguration;
    export function openTextDocument(uri: Uri): Thenable<TextDocument>;
    export function openTextDocument(fileName: string): Thenable<TextDocument>;
    export const onDidChangeConfiguration: Event<ConfigurationChangeEvent>;
    export const onDidChangeTextDocument: Event<TextDocumentChangeEvent>;
    export const onDidCloseTextDocument: Event<TextDocument>;
    export const onDidOpenTextDocument: Event<TextDocument>;
    export const onDidSaveTextDocument: Event<TextDocument>;
  }
}

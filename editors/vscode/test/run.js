// Unit tests of the cdm extension's logic under plain `node`, with a stub `vscode` module:
//   node editors/vscode/test/run.js path/to/compiled/extension.js
// Prints `ok - …` / `not ok - …: reason` per test, then `N passed, M failed`; exits non-zero on a failure.
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const Module = require('module');
const { createStub } = require('./vscode-stub');

const compiled = path.resolve(process.argv[2] || '');
if (!process.argv[2] || !fs.existsSync(compiled)) {
  console.log(`not ok - compiled extension: ${process.argv[2] || '(none given)'} does not exist`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const extensionFolder = path.resolve(__dirname, '..');

// Every test loads a fresh copy of the extension against a fresh stub.
let current;
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  if (request === 'vscode' || request === 'vscode-languageclient/node') {
    return request;
  }
  return resolve.call(this, request, parent, ...rest);
};
const load = Module._load;
Module._load = function (request, parent, ...rest) {
  if (request === 'vscode') {
    return current.vscode;
  }
  if (request === 'vscode-languageclient/node') {
    return current.languageclient;
  }
  return load.call(this, request, parent, ...rest);
};

function fresh() {
  current = createStub();
  // An executable `cdm` for the extension to find.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cdm-vscode-test-'));
  const binary = path.join(folder, 'cdm');
  fs.writeFileSync(binary, '#!/bin/sh\nexit 0\n');
  fs.chmodSync(binary, 0o755);
  current.config.path = binary;
  delete require.cache[compiled];
  const extension = require(compiled);
  const context = { subscriptions: [], extensionPath: extensionFolder, asAbsolutePath: (p) => path.join(extensionFolder, p) };
  return { extension, context, stub: current };
}

function assert(condition, message) {
  if (!condition) {
    throw new Error(message);
  }
}

const tests = [];
function test(name, body) {
  tests.push({ name, body });
}

const settle = () => new Promise((done) => setTimeout(done, 10));

test('engines.vscode is the one vscode-languageclient requires', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(extensionFolder, 'package.json'), 'utf8'));
  const client = JSON.parse(fs.readFileSync(path.join(extensionFolder, 'typings/vscode-languageclient/client/package.json'), 'utf8'));
  const wanted = manifest.dependencies['vscode-languageclient'].replace(/^[\^~]/, '');
  assert(client.version === wanted, `the vendored typings are of vscode-languageclient ${client.version}, package.json wants ${wanted}`);
  assert(manifest.engines.vscode === client.engines.vscode, `engines.vscode is ${manifest.engines.vscode}; vscode-languageclient ${client.version} needs ${client.engines.vscode}`);
});

test('a client constructor that throws gives one clear message, and activation resolves', async () => {
  const { extension, context, stub } = fresh();
  stub.behaviour.construct = () => {
    throw new Error("The language client requires VS Code version ^1.82.0 but received version 1.75.0");
  };
  await extension.activate(context);
  await settle();
  assert(stub.shown.error.length === 1, `error messages: ${JSON.stringify(stub.shown.error)}`);
  const text = stub.shown.error[0].text;
  assert(text.includes('the language server failed to start') && text.includes('^1.82.0'), `message: ${text}`);
});

test('a server that cannot be spawned says how to install cdm, once', async () => {
  const { extension, context, stub } = fresh();
  stub.behaviour.start = () => Promise.reject(Object.assign(new Error('spawn cdm ENOENT'), { code: 'ENOENT' }));
  await extension.activate(context);
  await settle();
  assert(stub.shown.error.length === 1, `error messages: ${JSON.stringify(stub.shown.error)}`);
  assert(stub.shown.error[0].text.includes('swift build -c release'), stub.shown.error[0].text);
});

test('any other activation failure becomes one message and does not reject', async () => {
  const { extension, context, stub } = fresh();
  stub.vscode.commands.registerCommand('cdm.generate', () => {}); // taken already, as by another extension
  await extension.activate(context);
  await settle();
  assert(stub.shown.error.length === 1, `error messages: ${JSON.stringify(stub.shown.error)}`);
  assert(stub.shown.error[0].text.startsWith('cdm: the extension could not start:'), stub.shown.error[0].text);
});

test("cdm.generate shows the server's message", async () => {
  const { extension, context, stub } = fresh();
  stub.behaviour.request = () => Promise.resolve({ written: ['/p/Generated/A.swift', '/p/Generated/B.swift'], unchanged: 0, message: 'generated 2 files into Generated/' });
  await extension.activate(context);
  await stub.commands.get('cdm.generate')('file:///p/Model.cdm');
  assert(stub.shown.info.length === 1, `info messages: ${JSON.stringify(stub.shown.info)}`);
  assert(stub.shown.info[0].text === 'cdm: generated 2 files into Generated/', stub.shown.info[0].text);
  assert(stub.shown.error.length === 0, `errors: ${JSON.stringify(stub.shown.error)}`);
});

test('a generation failure the server showed is not shown a second time; other errors are', async () => {
  const { extension, context, stub } = fresh();
  await extension.activate(context);
  stub.behaviour.request = () => Promise.reject(Object.assign(new Error('cdm could not generate code from Model.cdm: …'), { code: -32803 }));
  await stub.commands.get('cdm.generate')('file:///p/Model.cdm');
  assert(stub.shown.error.length === 0, `shown again: ${JSON.stringify(stub.shown.error)}`);
  assert(stub.output.some((line) => line.includes('cdm could not generate')), 'the failure is not in the output channel');
  stub.behaviour.request = () => Promise.reject(Object.assign(new Error('document is not open'), { code: -32602 }));
  await stub.commands.get('cdm.generate')('file:///p/Model.cdm');
  assert(stub.shown.error.length === 1, `errors: ${JSON.stringify(stub.shown.error)}`);
});

test('generationSummary reads new and old results', () => {
  const { extension } = fresh();
  const summary = extension.generationSummary({ written: [], unchanged: 6, message: 'up to date: …' });
  assert(summary.message === 'up to date: …' && summary.written.length === 0, JSON.stringify(summary));
  const old = extension.generationSummary(['/a', '/b']);
  assert(old.message === 'wrote 2 files' && old.written.length === 2, JSON.stringify(old));
});

(async () => {
  let passed = 0;
  let failed = 0;
  for (const { name, body } of tests) {
    try {
      await body();
      console.log(`ok - ${name}`);
      passed += 1;
    } catch (error) {
      console.log(`not ok - ${name}: ${String(error && error.message ? error.message : error).replace(/\n/g, ' | ')}`);
      failed += 1;
    }
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
})();

-- Headless checks of the cdm Neovim plugin against a real `cdm lsp`. Run by run.sh; writes one line per check
-- (`ok - name` or `not ok - name: reason`) to $CDM_TEST_RESULTS, then `# done`.

local api = vim.api
local uv = vim.loop or vim.uv
local work = vim.env.CDM_TEST_WORKDIR
local out = assert(io.open(vim.env.CDM_TEST_RESULTS, 'w'))
local cdm = require('cdm')

local function record(line)
  out:write(line, '\n')
  out:flush()
end

local function check(name, fn)
  local ok, err = xpcall(fn, function(message)
    if type(message) == 'string' then
      return message
    end
    return debug.traceback(vim.inspect(message), 2)
  end)
  if ok then
    record('ok - ' .. name)
  else
    record('not ok - ' .. name .. ': ' .. tostring(err):gsub('\n', ' | '))
  end
  return ok
end

local function expect(condition, message)
  if not condition then
    error(message, 0)
  end
end

--- Waits up to `ms` for `condition()`, processing events (LSP messages) meanwhile.
local function wait_for(ms, condition, what)
  local ok = vim.wait(ms, function()
    local good, value = pcall(condition)
    return good and value
  end, 20)
  expect(ok, 'timed out after ' .. ms .. ' ms waiting for ' .. what)
end

local function exists(path)
  return uv.fs_stat(path) ~= nil
end

local source = work .. '/Notes.cdm'
local original

--- The 0-based index of the first line containing `text` (plain), or error.
local function line_of(text, bufnr)
  local lines = api.nvim_buf_get_lines(bufnr or 0, 0, -1, false)
  for index, line in ipairs(lines) do
    if line:find(text, 1, true) then
      return index - 1, line
    end
  end
  error('no line contains ' .. vim.inspect(text), 0)
end

local function restore(bufnr)
  api.nvim_buf_set_lines(bufnr, 0, -1, false, original)
end

local function syntax_at(text, offset)
  local row, line = line_of(text)
  local col = line:find(text, 1, true) + (offset or 0)
  return vim.fn.synIDattr(vim.fn.synID(row + 1, col, 1), 'name')
end

local function errors(bufnr)
  return vim.diagnostic.get(bufnr, { severity = vim.diagnostic.severity.ERROR })
end

local bufnr

check('filetype is cdm', function()
  vim.cmd('edit ' .. vim.fn.fnameescape(source))
  bufnr = api.nvim_get_current_buf()
  original = api.nvim_buf_get_lines(bufnr, 0, -1, false)
  expect(vim.bo.filetype == 'cdm', 'filetype is ' .. vim.inspect(vim.bo.filetype))
end)

check('buffer options from ftplugin', function()
  expect(vim.bo.commentstring == '// %s', 'commentstring is ' .. vim.inspect(vim.bo.commentstring))
  expect(vim.bo.shiftwidth == 2, 'shiftwidth is ' .. vim.bo.shiftwidth)
  expect(vim.bo.expandtab, 'expandtab is off')
end)

check('syntax highlighting', function()
  local expected = {
    { '/// A notes app', 0, 'cdmDocComment' },
    { 'model Notes', 0, 'cdmKeyword' },
    { 'model Notes', 6, 'cdmDeclName' },
    { 'generate swift', 0, 'cdmKeyword' },
    { 'generate swift', 9, 'cdmGenerateTarget' },
    { ' to "Generated/Swift"', 1, 'cdmTo' },
    { '"Generated/Swift"', 1, 'cdmString' },
    { 'entity Notebook', 0, 'cdmKeyword' },
    { 'entity Notebook', 7, 'cdmDeclName' },
    { 'name: String', 0, 'cdmProperty' },
    { 'name: String', 6, 'cdmBuiltinType' },
    { '@length', 0, 'cdmModifier' },
    { '1...120', 0, 'cdmNumber' },
    { '1...120', 1, 'cdmRange' },
    { '[Note]', 1, 'cdmTypeRef' },
    { '(cascade)', 1, 'cdmEnumValue' },
    { 'text: String?', 12, 'cdmOperator' },
  }
  local wrong = {}
  for _, item in ipairs(expected) do
    local group = syntax_at(item[1], item[2])
    if group ~= item[3] then
      table.insert(wrong, ('%q+%d is %s, not %s'):format(item[1], item[2], group == '' and 'nothing' or group, item[3]))
    end
  end
  expect(#wrong == 0, table.concat(wrong, '; '))
end)

check('indentation', function()
  vim.cmd('enew')
  local scratch = api.nvim_get_current_buf()
  vim.bo.filetype = 'cdm'
  api.nvim_buf_set_lines(scratch, 0, -1, false, {
    'entity A {',
    'name: String @userInfo(',
    'key: "value")',
    'count: Int64 = 0',
    '}',
    'entity B {}',
  })
  vim.cmd('normal! gg=G')
  local got = api.nvim_buf_get_lines(scratch, 0, -1, false)
  local want = { 'entity A {', '  name: String @userInfo(', '    key: "value")', '  count: Int64 = 0', '}', 'entity B {}' }
  vim.cmd('bwipeout! ' .. scratch)
  vim.cmd('buffer ' .. bufnr)
  expect(vim.deep_equal(got, want), 'indented as ' .. vim.inspect(got))
end)

local client
local have_client = check('client attaches', function()
  wait_for(10000, function()
    client = cdm.client(bufnr)
    return client ~= nil and client.initialized
  end, 'the cdm client to attach and initialize')
end)

local function need_client()
  expect(have_client, 'no client')
end

--- The completion items at (row, col) of the buffer, as the server sends them, and the list.
local function completion_at(row, col)
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    position = { line = row, character = col },
    context = { triggerKind = 1 },
  }
  local responses, err = vim.lsp.buf_request_sync(bufnr, 'textDocument/completion', params, 5000)
  expect(responses, 'no response: ' .. tostring(err))
  for _, response in pairs(responses) do
    expect(not response.err, 'error: ' .. vim.inspect(response.err))
    return response.result
  end
  error('no completion result', 0)
end

--- What Neovim's omnifunc inserts for a completion result: the words of its complete-items, in its order.
local function omni_words(result, prefix)
  local items = vim.lsp.util.text_document_completion_list_to_complete_items(result, prefix or '')
  return vim.tbl_map(function(item)
    return item.word
  end, items)
end

local function index_of(list, value)
  for i, v in ipairs(list) do
    if v == value then
      return i
    end
  end
  return nil
end

--- Runs the buffer-local normal-mode mapping `lhs` as typed keys.
local function press(keys)
  api.nvim_feedkeys(api.nvim_replace_termcodes(keys, true, false, true), 'mx', false)
end

check('the README setup ran and mapped K, gd, <leader>f, <leader>ca and <leader>l in the cdm buffer', function()
  need_client()
  expect(_G.cdm_test.readme_setup == 'ok', 'README setup: ' .. tostring(_G.cdm_test.readme_setup))
  wait_for(5000, function()
    return vim.fn.maparg('K', 'n', false, true).buffer == 1
  end, 'the on_attach of the README to map K')
  for _, lhs in ipairs({ 'K', 'gd', '<leader>f', '<leader>ca', '<leader>l', '<leader>rn', 'gI' }) do
    local map = vim.fn.maparg(lhs, 'n', false, true)
    expect(map.buffer == 1, lhs .. ' is not mapped in the cdm buffer: ' .. vim.inspect(map))
  end
end)

check('broken type gives an error diagnostic', function()
  need_client()
  wait_for(5000, function()
    return #errors(bufnr) == 0
  end, 'the fixture to have no errors (it has: ' .. vim.inspect(vim.tbl_map(function(d)
    return d.message
  end, errors(bufnr))) .. ')')
  local row, line = line_of('notebook: Notebook')
  api.nvim_buf_set_lines(bufnr, row, row + 1, false, { (line:gsub('Notebook', 'Notebok')) })
  wait_for(8000, function()
    for _, diagnostic in ipairs(errors(bufnr)) do
      if diagnostic.lnum == row then
        return true
      end
    end
    return false
  end, 'an error on line ' .. (row + 1))
end)

check('fixing it clears the error', function()
  need_client()
  restore(bufnr)
  wait_for(8000, function()
    return #errors(bufnr) == 0
  end, 'the errors to go away')
end)

check('completion after ": " lists the entity Notebook', function()
  need_client()
  restore(bufnr)
  local row = line_of('text: String?')
  local text = '  owner: '
  api.nvim_buf_set_lines(bufnr, row + 1, row + 1, false, { text })
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    position = { line = row + 1, character = #text },
    context = { triggerKind = 2, triggerCharacter = ' ' },
  }
  local responses, err = vim.lsp.buf_request_sync(bufnr, 'textDocument/completion', params, 5000)
  restore(bufnr)
  expect(responses, 'no response: ' .. tostring(err))
  local labels = {}
  for _, response in pairs(responses) do
    expect(not response.err, 'error: ' .. vim.inspect(response.err))
    local result = response.result
    local items = type(result) == 'table' and (result.items or result) or {}
    for _, item in ipairs(items) do
      table.insert(labels, item.label)
      if item.label == 'Notebook' then
        return
      end
    end
  end
  error('Notebook not among ' .. vim.inspect(labels), 0)
end)

check('keyword completion is one line of plain text as the 0.7 omnifunc inserts it (no NUL)', function()
  need_client()
  restore(bufnr)
  local row = line_of('/// A named collection')
  api.nvim_buf_set_lines(bufnr, row, row, false, { 'ent' })
  local result = completion_at(row, 3)
  restore(bufnr)
  local words = omni_words(result, 'ent')
  expect(index_of(words, 'entity Name'), 'no "entity Name" among ' .. vim.inspect(words))
  for _, word in ipairs(words) do
    expect(not word:find('[\n\r%z]'), 'a word with a line break or NUL: ' .. vim.inspect(word))
    expect(not word:find('$', 1, true), 'a word with a snippet placeholder: ' .. vim.inspect(word))
  end
end)

check('completion lists every entity, built-in types first, and is complete', function()
  need_client()
  restore(bufnr)
  local row = line_of('text: String?')
  local extra = {}
  for i = 1, 140 do
    table.insert(extra, ('entity Extra%d {'):format(i))
    table.insert(extra, '  name: String')
    table.insert(extra, '}')
  end
  api.nvim_buf_set_lines(bufnr, -1, -1, false, extra)
  api.nvim_buf_set_lines(bufnr, row + 1, row + 1, false, { '  owner: ' })
  local result = completion_at(row + 1, 9)
  restore(bufnr)
  expect(result.isIncomplete == false, 'isIncomplete is ' .. vim.inspect(result.isIncomplete))
  local words = omni_words(result, '')
  expect(index_of(words, 'Extra140') and index_of(words, 'Extra1'), 'not every entity is listed (' .. #words .. ' items)')
  expect(#words > 115, 'only ' .. #words .. ' items')
  local string_at, entity_at = index_of(words, 'String'), index_of(words, 'Notebook')
  expect(string_at and entity_at and string_at < entity_at, ('String at %s, Notebook at %s'):format(string_at, entity_at))
end)

check('completion after @inverse( puts the likely inverse first', function()
  need_client()
  restore(bufnr)
  local row = line_of('notebook: Notebook @inverse(notes)')
  api.nvim_buf_set_lines(bufnr, row, row, false, { '  archive: Notebook?', '  shelf: Notebook?' })
  local notes_row, line = line_of('notes: [Note] @inverse(notebook)')
  local col = line:find('@inverse(', 1, true) + #'@inverse(' - 1
  local result = completion_at(notes_row, col)
  restore(bufnr)
  local words = omni_words(result, '')
  expect(words[1] == 'notebook', 'the first inverse offered is ' .. vim.inspect(words))
end)

check('completion after "generate svg " offers to "…"', function()
  need_client()
  restore(bufnr)
  local row = line_of('generate xcdatamodel')
  api.nvim_buf_set_lines(bufnr, row + 1, row + 1, false, { 'generate svg ' })
  local result = completion_at(row + 1, 13)
  restore(bufnr)
  local words = omni_words(result, '')
  expect(words[1] == 'to "Diagrams"', 'offered ' .. vim.inspect(words))
end)

check('code actions from the start of the line, as Neovim 0.7 asks for them', function()
  need_client()
  restore(bufnr)
  local row, line = line_of('notebook: Notebook @inverse(notes)')
  api.nvim_buf_set_lines(bufnr, row, row + 1, false, { (line:gsub('Notebook', 'Notebok')) })
  wait_for(8000, function()
    return #vim.diagnostic.get(bufnr, { lnum = row, severity = vim.diagnostic.severity.ERROR }) > 0
  end, 'the error of the typo')
  api.nvim_win_set_cursor(0, { row + 1, 0 })
  -- What vim.lsp.buf.code_action() sends on 0.7: the cursor as a range, the line's diagnostics as context.
  local params = vim.lsp.util.make_range_params()
  params.context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(bufnr) }
  local responses = vim.lsp.buf_request_sync(bufnr, 'textDocument/codeAction', params, 5000) or {}
  restore(bufnr)
  local titles = {}
  for _, response in pairs(responses) do
    expect(not response.err, 'error: ' .. vim.inspect(response.err) .. ' for ' .. vim.inspect(params))
    for _, action in ipairs(response.result or {}) do
      table.insert(titles, action.title)
    end
  end
  expect(index_of(titles, "Change to 'Notebook'"), 'actions: ' .. vim.inspect(titles))
end)

check("the README's <leader>f formats the buffer on 0.7", function()
  need_client()
  restore(bufnr)
  local row = line_of('text: String?')
  api.nvim_buf_set_lines(bufnr, row, row + 1, false, { 'text:   String?' })
  press('<leader>f')
  wait_for(5000, function()
    return api.nvim_buf_get_lines(bufnr, row, row + 1, false)[1] == '  text: String?'
  end, 'the line to be formatted (it is ' .. vim.inspect(api.nvim_buf_get_lines(bufnr, row, row + 1, false)[1]) .. ')')
  restore(bufnr)
end)

check("the README's gd jumps to the entity and K shows hover", function()
  need_client()
  restore(bufnr)
  local row, line = line_of('notebook: Notebook @inverse(notes)')
  api.nvim_win_set_cursor(0, { row + 1, (line:find('Notebook', 1, true)) })
  press('gd')
  local target = line_of('entity Notebook')
  wait_for(5000, function()
    return api.nvim_win_get_cursor(0)[1] == target + 1
  end, 'the cursor to reach line ' .. (target + 1))
  press('K')
  wait_for(5000, function()
    for _, win in ipairs(api.nvim_list_wins()) do
      if api.nvim_win_get_config(win).relative ~= '' then
        local text = table.concat(api.nvim_buf_get_lines(api.nvim_win_get_buf(win), 0, -1, false), '\n')
        return text:find('Notebook', 1, true) ~= nil
      end
    end
    return false
  end, 'a hover window about Notebook')
  for _, win in ipairs(api.nvim_list_wins()) do
    if api.nvim_win_get_config(win).relative ~= '' then
      api.nvim_win_close(win, true)
    end
  end
end)

check('the references code lens fills the location list', function()
  need_client()
  restore(bufnr)
  vim.lsp.codelens.refresh()
  local row = line_of('entity Note {')
  wait_for(5000, function()
    for _, lens in ipairs(vim.lsp.codelens.get(bufnr)) do
      if lens.range.start.line == row and lens.command and lens.command.title:match('reference') then
        return true
      end
    end
    return false
  end, 'a references lens on line ' .. (row + 1))
  api.nvim_win_set_cursor(0, { row + 1, 7 })
  vim.fn.setloclist(0, {}, 'r', { items = {} })
  vim.lsp.codelens.run()
  wait_for(5000, function()
    return #vim.fn.getloclist(0) > 0 or #vim.fn.getloclist(vim.fn.win_getid(vim.fn.winnr('#'))) > 0
  end, 'the location list to fill')
  local items = vim.fn.getloclist(0)
  if #items == 0 then
    items = vim.fn.getloclist(vim.fn.win_getid(vim.fn.winnr('#')))
  end
  local lines = vim.tbl_map(function(item)
    return item.lnum
  end, items)
  expect(index_of(lines, line_of('notes: [Note]') + 1), 'the list has lines ' .. vim.inspect(lines))
  if vim.bo.buftype == 'quickfix' then
    vim.cmd('lclose')
  end
  vim.cmd('buffer ' .. bufnr)
end)

check(':CdmInverse jumps from notes to notebook', function()
  need_client()
  restore(bufnr)
  local from = line_of('notes: [Note]')
  local to = line_of('notebook: Notebook')
  api.nvim_win_set_cursor(0, { from + 1, 2 })
  vim.cmd('CdmInverse')
  wait_for(5000, function()
    return api.nvim_win_get_cursor(0)[1] == to + 1
  end, 'the cursor to move to line ' .. (to + 1) .. ' (it is at line ' .. api.nvim_win_get_cursor(0)[1] .. ')')
  local col = api.nvim_win_get_cursor(0)[2]
  expect(col == 2, 'the cursor is at column ' .. col .. ', not on the name notebook (2)')
end)

check(':CdmGenerate writes Generated/Swift/Note+CoreDataProperties.swift', function()
  need_client()
  restore(bufnr)
  _G.cdm_test.messages = {}
  vim.cmd('CdmGenerate')
  local path = work .. '/Generated/Swift/Note+CoreDataProperties.swift'
  wait_for(10000, function()
    return exists(path)
  end, path)
end)

check(':CdmGenerate says what it generated, then that it is up to date', function()
  need_client()
  wait_for(5000, function()
    for _, message in ipairs(_G.cdm_test.messages) do
      if message:match('generated %d+ files into Generated/Swift/ and Generated/') then
        return true
      end
    end
    return false
  end, 'a "generated N files into Generated/Swift/ and Generated/" message (got ' .. vim.inspect(_G.cdm_test.messages) .. ')')
  _G.cdm_test.messages = {}
  vim.cmd('CdmGenerate')
  wait_for(5000, function()
    return _G.cdm_test.messages[1] ~= nil
  end, 'a message')
  expect(_G.cdm_test.messages[1]:match('up to date'), 'the second run says ' .. vim.inspect(_G.cdm_test.messages))
end)

check(':CdmGenerate says when it used the unsaved text', function()
  need_client()
  restore(bufnr)
  local row = line_of('creationDate: Date @indexed')
  api.nvim_buf_set_lines(bufnr, row, row, false, { '  title: String?' })
  _G.cdm_test.messages = {}
  vim.cmd('CdmGenerate')
  wait_for(5000, function()
    return _G.cdm_test.messages[1] ~= nil
  end, 'a message')
  restore(bufnr)
  expect(_G.cdm_test.messages[1]:find('unsaved text of Notes.cdm', 1, true), 'it says ' .. vim.inspect(_G.cdm_test.messages))
  -- Put the generated files back in step with the file on disk.
  vim.cmd('CdmGenerate')
  vim.wait(1000, function()
    return #_G.cdm_test.messages > 1
  end)
end)

check('a generation failing on save marks the generate line, with no message box', function()
  need_client()
  restore(bufnr)
  local f = io.open(work .. '/Blocked', 'w')
  f:write('a file where the diagram folder should be')
  f:close()
  local row = line_of('generate xcdatamodel')
  api.nvim_buf_set_lines(bufnr, row + 1, row + 1, false, { 'generate svg to "Blocked/Diagram"' })
  client.notify('workspace/didChangeConfiguration', { settings = { cdm = { generateOnSave = true } } })
  _G.cdm_test.shown = {}
  _G.cdm_test.messages = {}
  vim.cmd('silent write')
  wait_for(8000, function()
    for _, d in ipairs(vim.diagnostic.get(bufnr, { lnum = row + 1 })) do
      if d.source == 'cdm generate' then
        return true
      end
    end
    return false
  end, 'a "cdm generate" diagnostic on line ' .. (row + 2))
  vim.cmd('silent write')
  vim.wait(500)
  expect(#_G.cdm_test.shown == 0, 'saving showed ' .. vim.inspect(_G.cdm_test.shown))
  expect(#_G.cdm_test.messages == 0, 'saving notified ' .. vim.inspect(_G.cdm_test.messages))
  -- The explicit command shows the failure once (the server's message; the plugin does not repeat it).
  vim.cmd('CdmGenerate')
  wait_for(5000, function()
    return #_G.cdm_test.shown > 0
  end, 'the failure of :CdmGenerate to be shown')
  vim.wait(300)
  expect(#_G.cdm_test.shown == 1, 'shown ' .. #_G.cdm_test.shown .. ' times: ' .. vim.inspect(_G.cdm_test.shown))
  -- Neovim 0.7 shows an error message through vim.notify as "LSP[cdm] …": that one is the server's.
  local own = vim.tbl_filter(function(message)
    return not message:find('LSP[cdm]', 1, true)
  end, _G.cdm_test.messages)
  expect(#own == 0, 'the plugin repeated it: ' .. vim.inspect(own))
  -- Fixed and saved: the mark goes away.
  restore(bufnr)
  vim.cmd('silent write')
  wait_for(8000, function()
    for _, d in ipairs(vim.diagnostic.get(bufnr)) do
      if d.source == 'cdm generate' then
        return false
      end
    end
    return true
  end, 'the "cdm generate" diagnostic to go away')
  client.notify('workspace/didChangeConfiguration', { settings = { cdm = { generateOnSave = false } } })
end)

check(':CdmDiagram writes an SVG', function()
  need_client()
  _G.cdm_test.diagram = nil
  vim.cmd('CdmDiagram')
  wait_for(5000, function()
    return _G.cdm_test.diagram ~= nil
  end, 'the diagram')
  local svg = table.concat(vim.fn.readfile(_G.cdm_test.diagram), '\n')
  expect(svg:find('<svg', 1, true), 'not an SVG: ' .. svg:sub(1, 80))
  expect(svg:find('data-entity="Notebook"', 1, true), 'no data-entity="Notebook" in the SVG')
end)

check(':CdmDiagram without xdg-open says where the SVG is and what to do', function()
  need_client()
  local opener = cdm.config.diagram_opener
  local path = vim.env.PATH
  cdm.config.diagram_opener = nil
  vim.env.PATH = work .. '/no-such-folder'
  _G.cdm_test.messages = {}
  local ok, err = pcall(cdm.open_external, work .. '/Notes.svg')
  vim.env.PATH = path
  cdm.config.diagram_opener = opener
  expect(ok, tostring(err))
  local message = _G.cdm_test.messages[1] or ''
  expect(message:find('xdg-open is not installed', 1, true), 'the message is ' .. vim.inspect(message))
  expect(message:find(work .. '/Notes.svg', 1, true), 'the message does not name the file: ' .. message)
  expect(message:find('diagram_opener', 1, true) and message:find('xdg-utils', 1, true), 'the message says not what to do: ' .. message)
end)

check(':CdmImport converts Generated/Notes.xcdatamodeld and opens the .cdm', function()
  need_client()
  local model = work .. '/Generated/Notes.xcdatamodeld'
  expect(exists(model), 'generate did not write ' .. model)
  vim.cmd('CdmImport ' .. vim.fn.fnameescape(model))
  wait_for(10000, function()
    local name = api.nvim_buf_get_name(0)
    return name:match('%.cdm$') and vim.fn.resolve(name) ~= vim.fn.resolve(source)
  end, 'the imported .cdm file to open (current buffer: ' .. api.nvim_buf_get_name(0) .. ')')
  local text = table.concat(api.nvim_buf_get_lines(0, 0, -1, false), '\n')
  expect(text:find('entity Notebook', 1, true) and text:find('entity Note', 1, true),
    'the imported model lacks the entities: ' .. text:sub(1, 200))
end)

check('saving a 2,000-entity model does not hold up completion while it generates', function()
  need_client()
  local lines = { 'model Big', '', 'generate swift to "BigGenerated/Swift"', 'generate xcdatamodel to "BigGenerated"', '' }
  for i = 0, 1999 do
    vim.list_extend(lines, {
      'entity E' .. i .. ' {',
      '  name: String?',
      '  score: Double',
      '  next: E' .. ((i + 1) % 2000) .. '? @inverse(previous)',
      '  previous: E' .. ((i + 1999) % 2000) .. '? @inverse(next)',
      '}',
    })
  end
  local path = work .. '/Big.cdm'
  vim.fn.writefile(lines, path)
  vim.cmd('edit ' .. vim.fn.fnameescape(path))
  local big = api.nvim_get_current_buf()
  wait_for(20000, function()
    return cdm.client(big) ~= nil
  end, 'the client to attach to Big.cdm')
  local big_client = cdm.client(big)
  big_client.notify('workspace/didChangeConfiguration', { settings = { cdm = { generateOnSave = true } } })
  -- Ready: a first completion is answered (the model is analysed).
  local params = { textDocument = { uri = vim.uri_from_bufnr(big) }, position = { line = 7, character = 9 } }
  expect(vim.lsp.buf_request_sync(big, 'textDocument/completion', params, 20000), 'no first completion')
  local before = uv.hrtime()
  expect(vim.lsp.buf_request_sync(big, 'textDocument/completion', params, 20000), 'no second completion')
  local idle = (uv.hrtime() - before) / 1e6
  local generated_at
  local default_log = vim.lsp.handlers['window/logMessage']
  vim.lsp.handlers['window/logMessage'] = function(err, result, ctx, config)
    if result and result.message and result.message:find('^generated ') then
      generated_at = uv.hrtime()
    end
    return default_log(err, result, ctx, config)
  end
  vim.cmd('silent write')
  local sent = uv.hrtime()
  local answer = vim.lsp.buf_request_sync(big, 'textDocument/completion', params, 20000)
  local answered = uv.hrtime()
  wait_for(120000, function()
    return generated_at ~= nil
  end, 'the generation of Big.cdm to end')
  vim.lsp.handlers['window/logMessage'] = default_log
  expect(answer and next(answer), 'no completion while saving')
  local waited = (answered - sent) / 1e6
  expect(answered < generated_at, string.format('completion waited for the generation (%.0f ms)', waited))
  record(string.format('# completion of 2,000 entities: %.0f ms without a save, %.0f ms right after saving; the generation ended %.0f ms after saving',
    idle, waited, (generated_at - sent) / 1e6))
  expect(exists(work .. '/BigGenerated/Swift/E1999+CoreDataProperties.swift'), 'the classes were not written')
  vim.cmd('bdelete!')
end)

record('# done')
out:close()
vim.cmd('qall!')

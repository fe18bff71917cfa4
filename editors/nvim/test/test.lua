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

check(':CdmGenerate reports how many files it wrote', function()
  need_client()
  wait_for(5000, function()
    for _, message in ipairs(_G.cdm_test.messages) do
      local count = message:match('wrote (%d+) file')
      if count and tonumber(count) > 0 then
        return true
      end
    end
    return false
  end, 'a "wrote N files" message (got ' .. vim.inspect(_G.cdm_test.messages) .. ')')
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

record('# done')
out:close()
vim.cmd('qall!')

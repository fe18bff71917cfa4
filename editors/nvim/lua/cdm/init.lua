-- cdm: Core Data models as text. Starts the `cdm lsp` language server for cdm buffers and adds the
-- :CdmGenerate, :CdmInverse, :CdmImport, :CdmDiagram and :CdmRestart commands.
--
-- Works with Neovim 0.7 and later: `vim.lsp.start` where it exists (0.8+), `vim.lsp.start_client` and
-- `vim.lsp.buf_attach_client` before that, with one client per project root either way.

local M = {}

local api = vim.api
local uv = vim.loop or vim.uv

local defaults = {
  -- The command that starts the language server.
  cmd = { 'cdm', 'lsp' },
  -- Run the file's `generate` lines each time it is saved.
  generate_on_save = true,
  -- A cdm buffer's project root is the nearest folder that holds one of these, else the file's folder.
  root_markers = { '.git' },
  -- Start the server automatically for cdm buffers.
  autostart = true,
  -- Called as on_attach(client, bufnr) when the server attaches to a buffer.
  on_attach = nil,
  -- Extra client capabilities, merged into Neovim's (e.g. require('cmp_nvim_lsp').default_capabilities()).
  capabilities = nil,
  -- Extra `cdm` settings sent to the server (workspace/configuration, section "cdm").
  settings = nil,
  -- Buffer-local key for :CdmInverse in cdm buffers, e.g. 'gI'; nil for none.
  inverse_keymap = nil,
  -- How :CdmDiagram opens the SVG: nil (xdg-open, open or start), a command list ({'firefox'}), or a
  -- function(path).
  diagram_opener = nil,
}

M.config = vim.deepcopy(defaults)
M._setup_done = false
-- root → client id, for Neovim 0.7 (vim.lsp.start does its own reuse).
M._clients = {}

local has_011 = vim.fn.has('nvim-0.11') == 1

local function notify(message, level)
  vim.notify('cdm: ' .. message, level or vim.log.levels.INFO)
end

-- Method calls on a client: `client:request()` from 0.11 on, `client.request()` before.
local function client_request(client, method, params, handler, bufnr)
  if has_011 then
    return client:request(method, params, handler, bufnr)
  end
  return client.request(method, params, handler, bufnr)
end

local function client_notify(client, method, params)
  if has_011 then
    return client:notify(method, params)
  end
  return client.notify(method, params)
end

local function client_is_stopped(client)
  if has_011 then
    return client:is_stopped()
  end
  return client.is_stopped()
end

local function get_clients(filter)
  filter = filter or {}
  if vim.lsp.get_clients then
    return vim.lsp.get_clients(filter)
  end
  local result = {}
  for _, client in pairs(vim.lsp.get_active_clients()) do
    if (filter.name == nil or client.name == filter.name)
      and (filter.id == nil or client.id == filter.id)
      and (filter.bufnr == nil or vim.lsp.buf_is_attached(filter.bufnr, client.id))
    then
      table.insert(result, client)
    end
  end
  return result
end

--- The running cdm client attached to `bufnr` (0: current buffer), or nil.
function M.client(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and api.nvim_get_current_buf() or bufnr
  for _, client in ipairs(get_clients({ name = 'cdm', bufnr = bufnr })) do
    if not client_is_stopped(client) then
      return client
    end
  end
  return nil
end

local function is_dir(path)
  local stat = uv.fs_stat(path)
  return stat ~= nil and stat.type == 'directory'
end

local function exists(path)
  return uv.fs_stat(path) ~= nil
end

local function dirname(path)
  return vim.fn.fnamemodify(path, ':h')
end

--- The project root of a file: the nearest folder with a root marker (.git), else the file's folder.
function M.root_dir(path)
  local start = is_dir(path) and path or dirname(path)
  local dir = start
  while dir and dir ~= '' do
    for _, marker in ipairs(M.config.root_markers or {}) do
      if exists(dir .. '/' .. marker) then
        return dir
      end
    end
    local parent = dirname(dir)
    if parent == dir then
      break
    end
    dir = parent
  end
  return start
end

local function executable(cmd)
  return type(cmd) == 'table' and type(cmd[1]) == 'string' and vim.fn.executable(cmd[1]) == 1
end

local warned_missing = false
local function report_missing_server()
  if warned_missing then
    return
  end
  warned_missing = true
  local name = type(M.config.cmd) == 'table' and tostring(M.config.cmd[1]) or tostring(M.config.cmd)
  notify(
    ('cannot start the language server: "%s" was not found or is not executable. '
      .. 'Build cdm with `swift build -c release`, then put .build/release/cdm on your PATH '
      .. "or call require('cdm').setup({ cmd = { '/path/to/cdm', 'lsp' } })."):format(name),
    vim.log.levels.ERROR
  )
end

local function settings()
  return vim.tbl_deep_extend('force', M.config.settings or {}, { generateOnSave = M.config.generate_on_save })
end

--- Jumps to an LSP Location (a position in another or the same file).
local function jump(location, offset_encoding)
  if vim.lsp.util.show_document then
    vim.cmd("normal! m'")
    return vim.lsp.util.show_document(location, offset_encoding, { focus = true })
  end
  return vim.lsp.util.jump_to_location(location, offset_encoding)
end

--- Opens `uri` and selects `range` (window/showDocument, also used after :CdmImport).
local function show_document(uri, range, offset_encoding, external)
  if external or not uri:match('^file:') then
    M.open_external(uri)
    return true
  end
  local start = { line = 0, character = 0 }
  range = range or { start = start, ['end'] = start }
  jump({ uri = uri, range = range }, offset_encoding)
  return true
end

local function show_document_handler(_, result, ctx)
  local client = vim.lsp.get_client_by_id(ctx.client_id)
  local ok = pcall(show_document, result.uri, result.selection, client and client.offset_encoding or 'utf-16',
    result.external)
  return { success = ok }
end

local function client_config(root)
  local capabilities = vim.lsp.protocol.make_client_capabilities()
  capabilities.window = capabilities.window or {}
  capabilities.window.showDocument = { support = true }
  if M.config.capabilities then
    capabilities = vim.tbl_deep_extend('force', capabilities, M.config.capabilities)
  end
  return {
    name = 'cdm',
    cmd = M.config.cmd,
    root_dir = root,
    workspace_folders = { { uri = vim.uri_from_fname(root), name = root } },
    init_options = { generateOnSave = M.config.generate_on_save },
    settings = { cdm = settings() },
    capabilities = capabilities,
    handlers = { ['window/showDocument'] = show_document_handler },
    -- Code lens commands run here, in Neovim (vim.lsp.codelens.run looks up client.commands first).
    commands = {
      ['cdm.showReferences'] = function(command, ctx)
        M.show_references(command.arguments or {}, ctx)
      end,
      ['cdm.generate'] = function(_, ctx)
        M.generate(nil, ctx and ctx.bufnr)
      end,
      -- The version status lens on the `model` line only informs (its command is empty).
      [''] = function() end,
    },
    on_attach = function(client, bufnr)
      if vim.bo[bufnr].omnifunc == '' then
        vim.bo[bufnr].omnifunc = 'v:lua.vim.lsp.omnifunc'
      end
      if M.config.inverse_keymap then
        vim.keymap.set('n', M.config.inverse_keymap, M.inverse, { buffer = bufnr, desc = 'cdm: go to inverse' })
      end
      if M.config.on_attach then
        M.config.on_attach(client, bufnr)
      end
    end,
  }
end

--- Starts (or reuses) the client for the root of `path` without attaching a buffer. Returns the client id.
local function start_detached(root)
  local id = M._clients[root]
  local client = id and vim.lsp.get_client_by_id(id)
  if client and not client_is_stopped(client) then
    return id
  end
  for _, candidate in ipairs(get_clients({ name = 'cdm' })) do
    if candidate.config.root_dir == root and not client_is_stopped(candidate) then
      return candidate.id
    end
  end
  if not executable(M.config.cmd) then
    report_missing_server()
    return nil
  end
  if has_011 then
    id = vim.lsp.start(client_config(root), { attach = false })
  else
    id = vim.lsp.start_client(client_config(root))
  end
  M._clients[root] = id
  return id
end

--- Starts the server for a cdm buffer, or attaches the buffer to the running one for its root.
function M.attach(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and api.nvim_get_current_buf() or bufnr
  if not api.nvim_buf_is_valid(bufnr) or vim.bo[bufnr].filetype ~= 'cdm' or vim.bo[bufnr].buftype ~= '' then
    return nil
  end
  local name = api.nvim_buf_get_name(bufnr)
  if name == '' then
    return nil
  end
  if not executable(M.config.cmd) then
    report_missing_server()
    return nil
  end
  local root = M.root_dir(vim.fn.fnamemodify(name, ':p'))
  if vim.lsp.start then
    local id
    api.nvim_buf_call(bufnr, function()
      id = vim.lsp.start(client_config(root), {
        bufnr = bufnr,
        reuse_client = function(client, config)
          return client.name == config.name and client.config.root_dir == config.root_dir
        end,
      })
    end)
    return id
  end
  -- Neovim 0.7: one client per root, started once and attached to each buffer.
  local id = start_detached(root)
  if id and not vim.lsp.buf_is_attached(bufnr, id) then
    vim.lsp.buf_attach_client(bufnr, id)
  end
  return id
end

--- Sends the current settings to the running servers.
local function push_settings()
  for _, client in ipairs(get_clients({ name = 'cdm' })) do
    client.config.settings = { cdm = settings() }
    client_notify(client, 'workspace/didChangeConfiguration', { settings = client.config.settings })
  end
end

local function buffer_client(command)
  local bufnr = api.nvim_get_current_buf()
  local client = M.client(bufnr)
  if not client then
    if vim.bo[bufnr].filetype ~= 'cdm' then
      notify(command .. ' works in a .cdm buffer.', vim.log.levels.WARN)
    else
      notify('the language server is not running for this buffer (see :checkhealth lsp or :CdmRestart).',
        vim.log.levels.WARN)
    end
  end
  return client, bufnr
end

local function error_text(err)
  if type(err) == 'table' then
    return err.message or vim.inspect(err)
  end
  return tostring(err)
end

-- RequestFailed: the server has already shown the reason (window/showMessage), once.
local REQUEST_FAILED = -32803

--- The message of a cdm.generate result: the server's own ("generated 6 files into Generated/Swift/"), or a
--- count from an older server that answered with the list of files written.
function M.generate_message(result)
  if type(result) == 'table' and type(result.message) == 'string' then
    return result.message
  end
  local count = type(result) == 'table' and #result or 0
  return ('wrote %d file%s'):format(count, count == 1 and '' or 's')
end

--- :CdmGenerate — runs the buffer's `generate` lines (workspace/executeCommand cdm.generate). The server
--- generates from the buffer's current text and says so when it differs from the file on disk.
function M.generate(callback, bufnr)
  local client
  if bufnr and bufnr ~= 0 then
    client = M.client(bufnr)
  else
    client, bufnr = buffer_client(':CdmGenerate')
  end
  if not client then
    return
  end
  local params = { command = 'cdm.generate', arguments = { vim.uri_from_bufnr(bufnr) } }
  client_request(client, 'workspace/executeCommand', params, function(err, result)
    if err then
      -- A failure the server reported itself is not repeated (that would be a second hit-enter prompt).
      if type(err) ~= 'table' or err.code ~= REQUEST_FAILED then
        notify('code generation failed: ' .. error_text(err), vim.log.levels.ERROR)
      end
    else
      local message = M.generate_message(result)
      notify(message, type(result) == 'table' and result.fromUnsavedText and vim.log.levels.WARN or nil)
    end
    if type(callback) == 'function' then
      callback(err, result)
    end
  end, bufnr)
end

--- The "N references" code lens (command cdm.showReferences: uri, position, locations): the references go into
--- the window's location list, which opens; with one reference, the cursor jumps there instead.
function M.show_references(arguments, ctx)
  local locations = arguments[3]
  local client = ctx and ctx.client_id and vim.lsp.get_client_by_id(ctx.client_id)
  local encoding = client and client.offset_encoding or 'utf-16'
  if type(locations) ~= 'table' or #locations == 0 then
    notify('no references.', vim.log.levels.INFO)
    return
  end
  local items = vim.lsp.util.locations_to_items(locations, encoding)
  local title = 'cdm references'
  local position = arguments[2]
  if type(position) == 'table' and ctx and ctx.bufnr then
    local line = api.nvim_buf_get_lines(ctx.bufnr, position.line, position.line + 1, false)[1] or ''
    local name = line:sub(position.character + 1):match('^[%w_]+')
    if name then
      title = 'references to ' .. name
    end
  end
  vim.fn.setloclist(0, {}, ' ', { title = title, items = items })
  if #items == 1 then
    vim.cmd('lfirst')
  else
    vim.cmd('lopen')
  end
end

--- :CdmInverse — jumps from a relationship to its inverse (request cdm/inverse).
function M.inverse()
  local client, bufnr = buffer_client(':CdmInverse')
  if not client then
    return
  end
  local encoding = client.offset_encoding or 'utf-16'
  local params = vim.lsp.util.make_position_params(0, encoding)
  client_request(client, 'cdm/inverse', params, function(err, result)
    if err then
      notify('go to inverse failed: ' .. error_text(err), vim.log.levels.ERROR)
      return
    end
    if result == nil or result == vim.NIL then
      notify('no inverse relationship here.', vim.log.levels.WARN)
      return
    end
    jump(result, encoding)
  end, bufnr)
end

local function uri_or_path_to_path(value)
  if type(value) ~= 'string' or value == '' then
    return nil
  end
  if value:match('^%a[%w+.-]*://') then
    return vim.uri_to_fname(value)
  end
  return value
end

--- The .cdm file named by the result of cdm.import: a path or URI, { uri = … }, a Location, or a list.
local function imported_path(result)
  if type(result) == 'string' then
    return uri_or_path_to_path(result)
  end
  if type(result) ~= 'table' then
    return nil
  end
  if (vim.islist or vim.tbl_islist)(result) then
    local first
    for _, item in ipairs(result) do
      local path = imported_path(item)
      if path and path:match('%.cdm$') then
        return path
      end
      first = first or path
    end
    return first
  end
  return uri_or_path_to_path(result.uri or result.path or result.targetUri)
end

--- :CdmImport {path} — converts an Xcode model (.xcdatamodeld, .xcdatamodel or its contents file) to a .cdm
--- file written next to it, and opens it.
function M.import(path, callback)
  if not path or path == '' then
    notify('usage: :CdmImport path/to/Model.xcdatamodeld', vim.log.levels.WARN)
    return
  end
  local full = (vim.fn.fnamemodify(vim.fn.expand(path), ':p'):gsub('/+$', ''))
  if not exists(full) then
    notify('no such file or folder: ' .. full, vim.log.levels.ERROR)
    return
  end
  local client = M.client(0)
  if not client then
    local id = start_detached(M.root_dir(full))
    client = id and vim.lsp.get_client_by_id(id)
  end
  if not client then
    return
  end
  local function run()
    client_request(client, 'workspace/executeCommand',
      { command = 'cdm.import', arguments = { vim.uri_from_fname(full) } },
      function(err, result)
        if err then
          notify('import failed: ' .. error_text(err), vim.log.levels.ERROR)
        else
          -- The server may also have opened the file through window/showDocument; editing it again is harmless.
          local written = imported_path(result)
          if written then
            vim.cmd('edit ' .. vim.fn.fnameescape(written))
          end
          notify('imported ' .. vim.fn.fnamemodify(full, ':t') .. (written and (' into ' .. written) or ''))
        end
        if callback then
          callback(err, result)
        end
      end)
  end
  if client.initialized then
    run()
  else
    -- A client started just now: wait for the initialize handshake first.
    local timer = uv.new_timer()
    local waited = 0
    timer:start(50, 50, vim.schedule_wrap(function()
      waited = waited + 50
      if client.initialized or client_is_stopped(client) or waited > 10000 then
        timer:stop()
        timer:close()
        if client.initialized then
          run()
        else
          notify('the language server did not start.', vim.log.levels.ERROR)
        end
      end
    end))
  end
end

--- Opens a file or URL with the system's viewer (or `diagram_opener`).
function M.open_external(target)
  local opener = M.config.diagram_opener
  if type(opener) == 'function' then
    return opener(target)
  end
  local cmd
  if type(opener) == 'table' then
    cmd = vim.list_extend(vim.deepcopy(opener), { target })
  elseif vim.fn.has('mac') == 1 then
    cmd = { 'open', target }
  elseif vim.fn.has('win32') == 1 then
    cmd = { 'cmd.exe', '/c', 'start', '', target }
  else
    cmd = { 'xdg-open', target }
  end
  if vim.fn.executable(cmd[1]) ~= 1 then
    local hint = type(opener) == 'table' and 'check the diagram_opener you gave to setup()'
      or ('install it (xdg-utils on Linux: sudo apt install xdg-utils), or name a viewer: '
        .. "require('cdm').setup({ diagram_opener = { 'firefox' } }); :CdmDiagram mermaid shows the diagram as text")
    notify(('cannot open the diagram: %s is not installed. The file is %s; open it in a browser or image viewer, '
      .. 'or %s.'):format(cmd[1], target, hint), vim.log.levels.WARN)
    return false
  end
  vim.fn.jobstart(cmd, { detach = true })
  return true
end

--- :CdmDiagram [svg|mermaid] — the entity–relationship diagram of the buffer's current text (request
--- cdm/diagram). An SVG is written to a temporary file and opened; Mermaid text opens in a new split.
function M.diagram(format, callback)
  format = (format == nil or format == '') and 'svg' or format
  if format ~= 'svg' and format ~= 'mermaid' then
    notify('the diagram format is svg or mermaid.', vim.log.levels.WARN)
    return
  end
  local client, bufnr = buffer_client(':CdmDiagram')
  if not client then
    return
  end
  local params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) }, format = format }
  client_request(client, 'cdm/diagram', params, function(err, result)
    if err or type(result) ~= 'string' then
      notify('no diagram: ' .. (err and error_text(err) or 'the server returned nothing'), vim.log.levels.ERROR)
      if callback then
        callback(err or 'no diagram', nil)
      end
      return
    end
    local path
    if format == 'svg' then
      local base = vim.fn.fnamemodify(api.nvim_buf_get_name(bufnr), ':t:r')
      path = vim.fn.tempname() .. '-' .. (base ~= '' and base or 'model') .. '.svg'
      vim.fn.writefile(vim.split(result, '\n', { plain = true }), path, 'b')
      M.open_external(path)
    else
      vim.cmd('new')
      local lines = vim.split(result, '\n', { plain = true })
      api.nvim_buf_set_lines(0, 0, -1, false, lines)
      vim.bo.buftype = 'nofile'
      vim.bo.bufhidden = 'wipe'
      vim.bo.filetype = 'mermaid'
    end
    if callback then
      callback(nil, path or result)
    end
  end, bufnr)
end

--- :CdmRestart — stops the cdm servers and starts them again for the open cdm buffers.
function M.restart()
  local ids = {}
  for _, client in ipairs(get_clients({ name = 'cdm' })) do
    table.insert(ids, client.id)
  end
  for _, id in ipairs(ids) do
    vim.lsp.stop_client(id)
  end
  M._clients = {}
  warned_missing = false
  local function restart_when_stopped(tries)
    for _, id in ipairs(ids) do
      local client = vim.lsp.get_client_by_id(id)
      if client and not client_is_stopped(client) and tries > 0 then
        vim.defer_fn(function()
          restart_when_stopped(tries - 1)
        end, 100)
        return
      end
    end
    for _, bufnr in ipairs(api.nvim_list_bufs()) do
      if api.nvim_buf_is_loaded(bufnr) and vim.bo[bufnr].filetype == 'cdm' then
        M.attach(bufnr)
      end
    end
  end
  restart_when_stopped(30)
end

local function create_commands()
  local command = api.nvim_create_user_command
  command('CdmGenerate', function()
    M.generate()
  end, { desc = 'cdm: write the generated code of this model (from the buffer\'s text)' })
  command('CdmInverse', function()
    M.inverse()
  end, { desc = 'cdm: go to the inverse of the relationship under the cursor' })
  command('CdmImport', function(args)
    M.import(args.args)
  end, { nargs = 1, complete = 'file', desc = 'cdm: import an Xcode model (.xcdatamodeld)' })
  command('CdmDiagram', function(args)
    M.diagram(args.args)
  end, {
    nargs = '?',
    complete = function()
      return { 'svg', 'mermaid' }
    end,
    desc = 'cdm: show the entity–relationship diagram',
  })
  command('CdmRestart', function()
    M.restart()
  end, { desc = 'cdm: restart the language server' })
end

--- Configures the plugin. May be called again to change options.
function M.setup(opts)
  M.config = vim.tbl_deep_extend('force', vim.deepcopy(defaults), opts or {})
  if type(M.config.cmd) == 'string' then
    M.config.cmd = { M.config.cmd, 'lsp' }
  end
  M._setup_done = true
  create_commands()
  -- The references lens also works for a cdm server started some other way (nvim-lspconfig, vim.lsp.config).
  vim.lsp.commands['cdm.showReferences'] = vim.lsp.commands['cdm.showReferences'] or function(command, ctx)
    M.show_references(command.arguments or {}, ctx)
  end
  local group = api.nvim_create_augroup('cdm_lsp', { clear = true })
  if M.config.autostart then
    api.nvim_create_autocmd('FileType', {
      group = group,
      pattern = 'cdm',
      callback = function(args)
        M.attach(args.buf)
      end,
      desc = 'cdm: start the language server',
    })
    for _, bufnr in ipairs(api.nvim_list_bufs()) do
      if api.nvim_buf_is_loaded(bufnr) and vim.bo[bufnr].filetype == 'cdm' then
        M.attach(bufnr)
      end
    end
  end
  push_settings()
  return M
end

return M

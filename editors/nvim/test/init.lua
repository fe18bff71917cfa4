-- Minimal config for the headless test: this plugin only, set up with the README's key-map setup (the block that
-- starts with "-- cdm: key maps for Neovim 0.7 and later"), the server from $CDM_TEST_BINARY.
local plugin_dir = vim.env.CDM_PLUGIN_DIR
vim.opt.runtimepath:prepend(plugin_dir)
vim.opt.swapfile = false
vim.opt.shadafile = 'NONE'
vim.opt.more = false

-- Diagram opener: record the file instead of starting a viewer.
_G.cdm_test = { diagram = nil, messages = {}, shown = {}, readme_setup = nil }

-- Record notifications (":CdmGenerate" reports what it wrote) and the server's window/showMessage.
local notify = vim.notify
vim.notify = function(message, level, opts)
  table.insert(_G.cdm_test.messages, tostring(message))
  return notify(message, level, opts)
end
local show_message = vim.lsp.handlers['window/showMessage']
vim.lsp.handlers['window/showMessage'] = function(err, result, ctx, config)
  table.insert(_G.cdm_test.shown, result and result.message or '')
  return show_message(err, result, ctx, config)
end

-- The README's setup, with the test's binary (and no generation on save, no viewer) instead of its `cmd`.
local readme = table.concat(vim.fn.readfile(plugin_dir .. '/README.md'), '\n')
local block = readme:match('```lua\n(%-%- cdm: key maps for Neovim 0%.7 and later\n.-)```')
local cdm = require('cdm')
if block then
  local setup = cdm.setup
  cdm.setup = function(opts)
    opts = opts or {}
    opts.cmd = { vim.env.CDM_TEST_BINARY, 'lsp' }
    opts.generate_on_save = false
    opts.diagram_opener = function(path)
      _G.cdm_test.diagram = path
    end
    return setup(opts)
  end
  local chunk, err = loadstring(block, 'README.md key maps')
  local ok = false
  if chunk then
    ok, err = pcall(chunk)
  end
  _G.cdm_test.readme_setup = ok and 'ok' or ('failed: ' .. tostring(err))
  cdm.setup = setup
else
  _G.cdm_test.readme_setup = 'the README has no "-- cdm: key maps for Neovim 0.7 and later" block'
end
if not cdm._setup_done then
  cdm.setup({
    cmd = { vim.env.CDM_TEST_BINARY, 'lsp' },
    generate_on_save = false,
    diagram_opener = function(path)
      _G.cdm_test.diagram = path
    end,
  })
end

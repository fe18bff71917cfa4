-- Minimal config for the headless test: this plugin only, the server from $CDM_TEST_BINARY.
local plugin_dir = vim.env.CDM_PLUGIN_DIR
vim.opt.runtimepath:prepend(plugin_dir)
vim.opt.swapfile = false
vim.opt.shadafile = 'NONE'
vim.opt.more = false

-- Diagram opener: record the file instead of starting a viewer.
_G.cdm_test = { diagram = nil, messages = {} }

require('cdm').setup({
  cmd = { vim.env.CDM_TEST_BINARY, 'lsp' },
  generate_on_save = false,
  diagram_opener = function(path)
    _G.cdm_test.diagram = path
  end,
})

-- Record notifications (":CdmGenerate" reports how many files it wrote).
local notify = vim.notify
vim.notify = function(message, level, opts)
  table.insert(_G.cdm_test.messages, tostring(message))
  return notify(message, level, opts)
end

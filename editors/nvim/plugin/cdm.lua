-- cdm: Core Data models as text (see editors/nvim/README.md).
--
-- Calling require('cdm').setup() in your config is the normal way to use this plugin. So that the plugin also
-- works with no configuration at all, the first cdm buffer calls setup() with the defaults if nothing has
-- called it by then. Set `vim.g.cdm_no_auto_setup = true` before the plugin loads to turn that off.
if vim.g.loaded_cdm then
  return
end
vim.g.loaded_cdm = true

local group = vim.api.nvim_create_augroup('cdm_auto_setup', { clear = true })
vim.api.nvim_create_autocmd('FileType', {
  group = group,
  pattern = 'cdm',
  callback = function()
    -- Deferred, so that a setup() called while plugins load (lazy loading on this very event) goes first.
    vim.schedule(function()
      local cdm = require('cdm')
      if not cdm._setup_done and not vim.g.cdm_no_auto_setup then
        cdm.setup({})
      end
    end)
  end,
  desc = 'cdm: set up with defaults unless require("cdm").setup() was called',
})

-- Buffer settings for .cdm files (Core Data models as text).
if vim.b.did_ftplugin then
  return
end
vim.b.did_ftplugin = 1

local bo = vim.bo
bo.commentstring = '// %s'
bo.comments = 's1:/*,mb:*,ex:*/,:///,://'
bo.expandtab = true
bo.shiftwidth = 2
bo.softtabstop = 2
bo.tabstop = 2
bo.suffixesadd = '.cdm'
-- Continue comments on <Enter> and `o`, wrap comments, never wrap code.
bo.formatoptions = bo.formatoptions:gsub('t', '') .. 'croql'

vim.b.undo_ftplugin = 'setlocal commentstring< comments< expandtab< shiftwidth< softtabstop< tabstop<'
  .. ' suffixesadd< formatoptions<'

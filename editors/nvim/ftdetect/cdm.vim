" .cdm files are Core Data models written as text (see editors/nvim/README.md).
autocmd BufRead,BufNewFile *.cdm setfiletype cdm

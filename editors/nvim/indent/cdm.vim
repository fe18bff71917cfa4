" Indentation for .cdm files: one level inside { } and inside an unclosed ( or [.
if exists('b:did_indent')
  finish
endif
let b:did_indent = 1

setlocal indentexpr=CdmIndent(v:lnum)
setlocal indentkeys=0{,0},0),0],!^F,o,O,e
setlocal autoindent nosmartindent nocindent
let b:undo_indent = 'setlocal indentexpr< indentkeys< autoindent< smartindent< cindent<'

if exists('*CdmIndent')
  finish
endif

" The line without strings and comments, to count brackets.
function! s:Code(line) abort
  let l:line = substitute(a:line, '"\%([^"\\]\|\\.\)*"', '""', 'g')
  let l:line = substitute(l:line, '/\*.\{-}\*/', '', 'g')
  let l:line = substitute(l:line, '//.*$', '', '')
  return l:line
endfunction

function! s:InBlockComment(lnum) abort
  let l:id = synID(a:lnum, max([1, indent(a:lnum) + 1]), 1)
  return synIDattr(l:id, 'name') ==# 'cdmBlockComment'
endfunction

function! CdmIndent(lnum) abort
  let l:current = getline(a:lnum)
  " Keep the indentation of the lines of a block comment.
  if s:InBlockComment(a:lnum) && l:current !~# '^\s*/\*'
    return -1
  endif
  let l:previous = prevnonblank(a:lnum - 1)
  if l:previous == 0
    return 0
  endif
  let l:indent = indent(l:previous)
  let l:code = s:Code(getline(l:previous))
  let l:opened = len(substitute(l:code, '[^{([]', '', 'g'))
  let l:closed = len(substitute(l:code, '[^})\]]', '', 'g'))
  " A line that starts by closing does not count its leading closers twice.
  let l:leading = len(matchstr(l:code, '^\s*\zs[})\]]\+'))
  let l:balance = l:opened - (l:closed - l:leading)
  if l:balance > 0
    let l:indent += shiftwidth()
  elseif l:balance < 0
    let l:indent -= shiftwidth()
  endif
  if l:current =~# '^\s*[})\]]'
    let l:indent -= shiftwidth()
  endif
  return max([0, l:indent])
endfunction

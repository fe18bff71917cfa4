" Syntax highlighting for .cdm files (Core Data models as text).
" The same token classes as the VS Code grammar (editors/vscode/syntaxes/cdm.tmLanguage.json).
if exists('b:current_syntax')
  finish
endif

let s:cpo_save = &cpo
set cpo&vim

syn case match
syn sync minlines=200

" Identifiers are ASCII only: anything else outside strings and comments is an error.
syn match cdmNonAscii "[^\x00-\x7f]\+"

" Punctuation and operators.
syn match cdmDelimiter "[{}()\[\]<>:,;.]"
syn match cdmOperator "[?=]"
syn match cdmRange "\.\.\."

" Names: capitalised identifiers are entities, composites, classes...; `name:` starts a property.
syn match cdmTypeRef "\<\u\w*\>"
syn match cdmProperty "\<\h\w*\ze\s*:"
syn keyword cdmBuiltinType Int16 Int32 Int64 Decimal Double Float String Bool Date Data UUID URL Transformable ObjectID Undefined

" Values.
syn keyword cdmBoolean true false
syn match cdmNumber "\%(\w\)\@1<!-\=\d\+\%(\.\d\+\)\=\%([eE][+-]\=\d\+\)\=\>"
syn match cdmEscapeError "\\." contained
syn match cdmEscape +\\\%(["\\nt]\|u{\x\{1,8}}\)+ contained
syn region cdmString start=+"+ skip=+\\\\\|\\"+ end=+"+ end=+$+ oneline contains=cdmEscapeError,cdmEscape

" Modifiers: `@name` and `@name(arguments)`.
syn match cdmModifier "@\h\w*" nextgroup=cdmModifierArgs
syn match cdmModifier "@\ze\_[^A-Za-z_]"
syn keyword cdmEnumValue cascade nullify deny noAction class category manual public internal swift objc contained
syn match cdmLabel "\<\h\w*\ze\s*:" contained
syn region cdmModifierArgs matchgroup=cdmDelimiter start="(" end=")" end="\ze[{}]" contained
      \ contains=cdmString,cdmNumber,cdmRange,cdmBoolean,cdmEnumValue,cdmLabel,cdmTypeRef,cdmOperator,cdmDelimiter,cdmBlockComment,cdmLineComment,cdmDocComment

" Declarations. Keywords are contextual: `index: Int32` and `unique: Bool` are properties.
syn match cdmKeyword "\<\%(entity\|composite\|configuration\|model\)\>\%(\s*:\)\@!" nextgroup=cdmDeclName skipwhite
syn match cdmAbstract "\<abstract\>\ze\s\+entity\>"
syn match cdmKeyword "\<fetchRequest\>\%(\s*:\)\@!" nextgroup=cdmDeclName skipwhite
syn match cdmKeyword "\<fetched\>\%(\s*:\)\@!" nextgroup=cdmProperty,cdmFetchedName skipwhite
syn match cdmKeyword "\<generate\>\%(\s*:\)\@!" nextgroup=cdmGenerateTarget skipwhite
syn match cdmKeyword "\<unique\>\ze\s*("
syn match cdmKeyword "\<index\>\ze\s\+\h\w*\s*(" nextgroup=cdmIndexName skipwhite
syn match cdmDeclName "\h\w*" contained nextgroup=cdmInheritance skipwhite
syn match cdmFetchedName "\h\w*" contained
syn match cdmInheritance ":" contained nextgroup=cdmParentName,cdmBuiltinType skipwhite
syn match cdmParentName "\h\w*" contained
syn match cdmGenerateTarget "\h\w*" contained nextgroup=cdmTo skipwhite
syn match cdmTo "\<to\>" contained
syn match cdmIndexName "\h\w*" contained
syn match cdmSortOrder "\%(\h\w*\s\+\)\@<=\<\%(asc\|desc\)\>\ze\s*[,)]"

" Comments last, so that they win over everything else.
syn keyword cdmTodo TODO FIXME XXX NOTE contained
syn match cdmLineComment "//.*$" contains=cdmTodo,@Spell
syn match cdmDocComment "///\%(/\)\@!.*$" contains=cdmTodo,@Spell
syn region cdmBlockComment start="/\*" end="\*/" contains=cdmBlockComment,cdmTodo,@Spell extend fold

hi def link cdmLineComment Comment
hi def link cdmBlockComment Comment
hi def link cdmDocComment SpecialComment
hi def link cdmTodo Todo
hi def link cdmKeyword Keyword
hi def link cdmAbstract StorageClass
hi def link cdmTo Keyword
hi def link cdmSortOrder Keyword
hi def link cdmDeclName Function
hi def link cdmFetchedName Identifier
hi def link cdmParentName Type
hi def link cdmGenerateTarget Constant
hi def link cdmIndexName Function
hi def link cdmBuiltinType Type
hi def link cdmTypeRef Structure
hi def link cdmProperty Identifier
hi def link cdmModifier PreProc
hi def link cdmLabel Label
hi def link cdmEnumValue Constant
hi def link cdmBoolean Boolean
hi def link cdmNumber Number
hi def link cdmString String
hi def link cdmEscape SpecialChar
hi def link cdmEscapeError Error
hi def link cdmRange Operator
hi def link cdmOperator Operator
hi def link cdmDelimiter Delimiter
hi def link cdmInheritance Delimiter
hi def link cdmNonAscii Error

let b:current_syntax = 'cdm'

let &cpo = s:cpo_save
unlet s:cpo_save

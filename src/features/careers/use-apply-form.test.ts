import { act, renderHook } from '@testing-library/react'
import type { ChangeEvent } from 'react'
import { describe, expect, it } from 'vitest'
import { emptyApplyValues } from './apply-form'
import { useApplyForm } from './use-apply-form'

const typed = (value: string) => ({ currentTarget: { value } }) as ChangeEvent<HTMLInputElement>

describe('useApplyForm', () => {
  it('keeps values, clears a field’s error when it is typed into, and shows server errors beside fields', () => {
    const { result } = renderHook(() => useApplyForm(emptyApplyValues()))
    act(() => result.current.setErrors({ name: 'Enter your name', email: 'Enter your email address' }))
    expect(result.current.inputProps('name').error).toBe('Enter your name')
    act(() => result.current.inputProps('name').onChange(typed('Ada')))
    expect(result.current.values.name).toBe('Ada')
    expect(result.current.errors).toEqual({ email: 'Enter your email address' })
    act(() => result.current.setFieldError('file', 'The file is too large'))
    expect(result.current.errors.file).toBe('The file is too large')
    act(() => result.current.consentProps().onChange({ currentTarget: { checked: true } } as ChangeEvent<HTMLInputElement>))
    expect(result.current.values.consent).toBe(true)
  })

  it('adds and removes links, moving the errors of the later links up', () => {
    const { result } = renderHook(() => useApplyForm(emptyApplyValues()))
    act(() => {
      result.current.addLink()
      result.current.addLink()
      result.current.addLink()
    })
    act(() => result.current.linkProps(2).onChange(typed('nope')))
    expect(result.current.values.links).toEqual(['', '', 'nope'])
    act(() => result.current.setErrors({ 'links.0': 'first', 'links.2': 'third' }))
    act(() => result.current.removeLink(1))
    expect(result.current.values.links).toEqual(['', 'nope'])
    expect(result.current.errors).toEqual({ 'links.0': 'first', 'links.1': 'third' })
    act(() => result.current.removeLink(0))
    expect(result.current.errors).toEqual({ 'links.0': 'third' })
  })
})

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../ui/toaster.tsx";
import { ProfilePhotoField } from "./profile-photo-field.tsx";

const PATH = "/objects/0123456789abcdef0123456789abcdef";

afterEach(() => cleanup());

describe("ProfilePhotoField before hydration (no JavaScript)", () => {
  it("renders the plain file input, its upload button and the photo path as a hidden value", () => {
    const html = renderToString(<ProfilePhotoField name="personalInfo.profileImage" value={PATH} onChange={() => undefined} />);
    const doc = new DOMParser().parseFromString(html, "text/html");
    const file = doc.querySelector<HTMLInputElement>('input[type="file"][name="profilePhoto"]');
    expect(file?.getAttribute("accept")).toBe("image/*");
    expect(doc.querySelector(`label[for="${file?.id}"]`)?.textContent).toBe("Profile photo");
    const button = doc.querySelector<HTMLButtonElement>('button[type="submit"][name="intent"][value="upload-photo"]');
    expect(button?.getAttribute("formenctype")).toBe("multipart/form-data");
    expect(button?.hasAttribute("formnovalidate")).toBe(true);
    expect(doc.querySelector<HTMLInputElement>('input[type="hidden"][name="personalInfo.profileImage"]')?.value).toBe(PATH);
    expect(doc.querySelector('img[alt="Profile photo"]')?.getAttribute("src")).toBe(PATH);
    // the scripted controls come too, shown only where scripts run (so hydration moves nothing)
    expect(doc.querySelector('[class*="scripting:hidden"]')?.contains(button!)).toBe(true);
    const scripted = [...doc.querySelectorAll("button")].find((b) => b.textContent === "Upload Photo");
    expect(scripted?.getAttribute("type")).toBe("button");
    expect(scripted?.parentElement?.className).toContain("hidden scripting:flex");
    const remove = doc.querySelector<HTMLButtonElement>('button[type="submit"][name="intent"][value="remove-photo"]');
    expect(remove?.textContent).toBe("Remove photo");
    expect(remove?.hasAttribute("formnovalidate")).toBe(true);
  });

  it("offers no 'Remove photo' while there is no photo", () => {
    const html = renderToString(<ProfilePhotoField name="personalInfo.profileImage" onChange={() => undefined} />);
    expect(html).not.toContain("remove-photo");
  });
});

describe("ProfilePhotoField with JavaScript", () => {
  it("shows the photo under the site origin, hides it when it fails to load, and can remove it", () => {
    const onChange = vi.fn();
    render(<ProfilePhotoField name="personalInfo.profileImage" value={PATH} onChange={onChange} />);
    const img = screen.getByRole("img", { name: "Profile photo" });
    expect(img.getAttribute("src")).toBe(`${window.location.origin}${PATH}`);
    // the plain controls stay in the form, hidden and disabled, so they are never posted
    const plainInput = document.querySelector<HTMLInputElement>('input[name="profilePhoto"]')!;
    expect(plainInput.disabled).toBe(true);
    expect(plainInput.closest("[hidden]")).not.toBeNull();
    fireEvent.error(img);
    expect(screen.queryByRole("img", { name: "Profile photo" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Remove photo" }));
    expect(onChange).toHaveBeenCalledWith("");
  });

  it("refuses a file that is not an image and one over 5 MB with the upload toasts", async () => {
    render(
      <>
        <ProfilePhotoField name="personalInfo.profileImage" onChange={() => undefined} />
        <Toaster flash={null} />
      </>,
    );
    expect(screen.getByRole("button", { name: "Upload Photo" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove photo" })).toBeNull();
    const picker = screen.getByTestId("profile-photo").querySelector<HTMLInputElement>('input[type="file"]:not([name])')!;

    fireEvent.change(picker, { target: { files: [new File(["hello"], "notes.txt", { type: "text/plain" })] } });
    // the live region loads with the first toast
    const region = await screen.findByRole("region");
    expect(await within(region).findByText("Invalid file type")).toBeTruthy();
    expect(within(region).getByText("Please select an image file (JPG, PNG, GIF, etc.)")).toBeTruthy();

    fireEvent.change(picker, { target: { files: [new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.jpg", { type: "image/jpeg" })] } });
    expect(await within(region).findByText("File too large")).toBeTruthy();
    expect(within(region).getByText("Please select an image smaller than 5MB")).toBeTruthy();
    // neither opened the crop dialog
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

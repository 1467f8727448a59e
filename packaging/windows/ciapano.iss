; Inno Setup 6 script for Ciapanò on Windows: installs the one-folder build made by
; packaging/build.py, with a Start-menu entry, an optional desktop icon and an uninstaller.
; Built by `python packaging\build.py --installer`, which passes the defines below, e.g.
;   ISCC.exe /DAppVersion=0.1.0 "/DSourceDir=%CD%\dist\ciapano" "/DOutputDir=%CD%\dist"
;            /DOutputBase=Ciapano-0.1.0-windows-x86_64-setup
;            "/DIconFile=%CD%\build\stage\icons\ciapano.ico" "/DRepoRoot=%CD%" packaging\windows\ciapano.iss
; (from the repository's folder: relative paths would be taken from this script's folder)
; Per-user install by default (no administrator rights needed); the wizard offers an install
; for all users. The same AppId upgrades an earlier installation in place.

#ifndef AppVersion
  #error Pass /DAppVersion=<ciapano_qt.__version__> (packaging\build.py does)
#endif
#ifndef SourceDir
  #error Pass /DSourceDir=<the one-folder build, dist\ciapano>
#endif
#ifndef AppVersionNumeric
  ; four numbers for the version resource of the installer (1.2.3rc1 -> 1.2.3.0)
  #define AppVersionNumeric AppVersion
#endif
#ifndef OutputDir
  #define OutputDir "."
#endif
#ifndef OutputBase
  #define OutputBase "Ciapano-" + AppVersion + "-setup"
#endif
#ifndef RepoRoot
  #define RepoRoot "..\.."
#endif
#ifndef IconFile
  #define IconFile RepoRoot + "\build\stage\icons\ciapano.ico"
#endif

#define AppName "Ciapanò"
#define AppExe "ciapano.exe"

[Setup]
AppId={{B7F223FF-DF91-4CFB-BF4D-1FE125474826}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Ciapanò developers
AppCopyright=Copyright © The Ciapanò developers. GPL-3.0-or-later.
VersionInfoVersion={#AppVersionNumeric}
VersionInfoProductName={#AppName}
DefaultDirName={autopf}\Ciapano
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
#if Ver >= EncodeVer(6, 3, 0)
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
#else
ArchitecturesAllowed=x64
ArchitecturesInstallIn64BitMode=x64
#endif
LicenseFile={#RepoRoot}\LICENSE
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
OutputDir={#OutputDir}
OutputBaseFilename={#OutputBase}
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "italian"; MessagesFile: "compiler:Languages\Italian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; an upgrade replaces the whole bundle: no library of an older Qt may linger
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; the ciapano: scheme: opening an invitation link (ciapano://HOST:PORT/CODE?pin=...) runs the
; app with the link; HKA is the user's classes (HKCU) or, installed for all users, HKLM's
Root: HKA; Subkey: "Software\Classes\ciapano"; ValueType: string; ValueName: ""; ValueData: "URL:{#AppName} invitation"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\ciapano"; ValueType: string; ValueName: "URL Protocol"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\ciapano\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"",0"
Root: HKA; Subkey: "Software\Classes\ciapano\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

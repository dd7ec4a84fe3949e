// Generated from openapi/platform.yaml by scripts/generate.ts. Do not edit:
// change the contract and run `pnpm --filter @hygiene/api-client generate`.
export interface paths {
    "/tenants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getTenant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The paged tenant list sends `searchTerm` as well as `term`. */
        get: operations["listTenants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/closest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The tenant nearest to a position; both coordinates are required. */
        get: operations["getClosestTenant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listDevices"];
        put?: never;
        post: operations["createDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getDevice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device-models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listDeviceModels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/power-source": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Answers with a status only. */
        put: operations["setDevicePowerSource"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listDeviceComments"];
        put?: never;
        post: operations["createDeviceComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["updateDeviceComment"];
        post?: never;
        delete: operations["deleteDeviceComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/qr-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getDeviceQrCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenant}/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The device filter (§3) as query parameters. Id filters repeat the parameter per id (`location.room-id=a&location.room-id=b`). */
        get: operations["listTenantDevices"];
        put?: never;
        post: operations["createTenantDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenant}/devices/{device}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getTenantDevice"];
        put: operations["updateTenantDevice"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenant}/devices/{device}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getTenantDeviceDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenant}/devices/{device}/fluid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["addTenantDeviceFluid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenant}/devices/{device}/fluid/type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["setTenantDeviceFluidType"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenant}/devices/{device}/batteries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["changeTenantDeviceBatteries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/by-serial-number/{serialNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Admin lookup of a device by serial number, across tenants. The spec names the call (admin and non-admin lookups) but withholds its path. Chosen as a sub-resource of the /devices collection: a lookup by an alternate key, read-only, so GET; the literal `by-serial-number` segment cannot be a device id and keeps it apart from /devices/{id}. */
        get: operations["getDeviceBySerialNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenant}/devices/by-serial-number/{serialNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Non-admin lookup of a device by serial number within one tenant. The spec withholds the path. Chosen under /tenants/{tenant}/devices, where the spec keeps every tenant-scoped device call, mirroring the admin form /devices/by-serial-number/{serialNumber}. */
        get: operations["getTenantDeviceBySerialNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/provision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Creates `numberOfNewDevices` devices of one model. The spec withholds method and path. POST because it creates resources and is not idempotent; under /devices because devices are what it creates; an action segment (`provision`) because it answers with a report, not with one created resource, the style the spec itself uses for actions (/device-installations/{id}/complete, /device-sessions/{id}/stop). Success is any 2xx. */
        post: operations["provisionDevices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenant}/devices/{device}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listTenantDeviceEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The feed asks for page 0 with the maximum feed size, plus the filter. */
        get: operations["listDeviceEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/installations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listDeviceInstallations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device-installations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listInstallations"];
        put?: never;
        /** @description Saved (200), conflict (409: the device has an active installation) or error (500), as the spec lists them; 400 names a field that is not a known room or user (extensions). */
        post: operations["createInstallation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device-installations/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["updateInstallationStatus"];
        trace?: never;
    };
    "/device-installations/{id}/installer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["setInstallationInstaller"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device-installations/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["completeInstallation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device-installations/{id}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Adds one image to the installation. Limits (added here; the spec names none): an image of at most 5 MiB (5,242,880 bytes, `IMAGE_MAX_BYTES`), else 413; at most 10 images per installation (`INSTALLATION_IMAGES_MAX`), else 409. Either refusal is a problem body naming the limit, and nothing is stored. */
        post: operations["uploadInstallationImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device-installations/{id}/images/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Removes one image of the installation, by the `id` the installation lists it with. Not a call of the spec: added because a wrong picture (another dispenser, a blurred one) stayed on the device for good once saved (issue 46). 404 when the installation or the image is not there (already removed). */
        delete: operations["removeInstallationImage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listSections"];
        put?: never;
        post: operations["createSection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/floors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listFloors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listRooms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/room-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The console lists room types at page 0, size 100. */
        get: operations["listRoomTypes"];
        put?: never;
        /** @description 200 returns the new type; 409 means a type of that name exists. */
        post: operations["createRoomType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/room-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Removes the room type. Not a call of the spec: added so a location made by mistake can go (issue 54). Refused (409, nothing changed) while a room is of this type. */
        delete: operations["removeRoomType"];
        options?: never;
        head?: never;
        /** @description Renames the room type. Not a call of the spec: added because a bad name otherwise stays until the data is reset (issue 54). Answers the renamed record with its new version. */
        patch: operations["renameRoomType"];
        trace?: never;
    };
    "/premises": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The tenant's premises (buildings) of every section, by name. Not a call of the spec: added so the install wizard asks for the building first without a call per section (issue 46). */
        get: operations["listPremises"];
        put?: never;
        post: operations["createPremise"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sections/{id}/floors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["createFloor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/floors/{id}/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listFloorRooms"];
        put?: never;
        post: operations["createRoom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/premises/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getPremise"];
        put?: never;
        post?: never;
        /** @description Removes the premise. Not a call of the spec: added so a location made by mistake can go (issue 54). Refused (409, nothing changed) while a floor is in it. */
        delete: operations["removePremise"];
        options?: never;
        head?: never;
        /** @description Renames the premise. Not a call of the spec: added because a bad name otherwise stays until the data is reset (issue 54). Answers the renamed record with its new version. */
        patch: operations["renamePremise"];
        trace?: never;
    };
    "/sections/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getSection"];
        put?: never;
        post?: never;
        /** @description Removes the section. Not a call of the spec: added so a location made by mistake can go (issue 54). Refused (409, nothing changed) while a premise is in it; users allowed to it lose it from their allowed sections. */
        delete: operations["removeSection"];
        options?: never;
        head?: never;
        /** @description Renames the section. Not a call of the spec: added because a bad name otherwise stays until the data is reset (issue 54). Answers the renamed record with its new version. */
        patch: operations["renameSection"];
        trace?: never;
    };
    "/floors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getFloor"];
        put?: never;
        post?: never;
        /** @description Removes the floor. Not a call of the spec: added so a location made by mistake can go (issue 54). Refused (409, nothing changed) while a room is on it; its floor plan goes with it. */
        delete: operations["removeFloor"];
        options?: never;
        head?: never;
        /** @description Renames the floor. Not a call of the spec: added because a bad name otherwise stays until the data is reset (issue 54). Answers the renamed record with its new version. */
        patch: operations["renameFloor"];
        trace?: never;
    };
    "/rooms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getRoom"];
        put?: never;
        post?: never;
        /** @description Removes the room. Not a call of the spec: added so a location made by mistake can go (issue 54). Refused (409, nothing changed) while a device is placed in it or an active installation is for it; its floor plan goes with it, and finished installations keep the room's id in their history. */
        delete: operations["removeRoom"];
        options?: never;
        head?: never;
        /** @description Renames the room. Not a call of the spec: added because a bad name otherwise stays until the data is reset (issue 54). Answers the renamed record with its new version. */
        patch: operations["renameRoom"];
        trace?: never;
    };
    "/sections/{id}/premises": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listSectionPremises"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/premises/{id}/floors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listPremiseFloors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/floors/{id}/floor-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 404 when the floor has no floor plan yet (the console then creates one). */
        get: operations["getFloorFloorPlan"];
        /** @description Success is a status of at most 204. With `If-Match` (an extension), a plan saved meanwhile at another version answers 412 and is kept. */
        put: operations["updateFloorFloorPlan"];
        /** @description Success is a status of at most 204. */
        post: operations["createFloorFloorPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rooms/{id}/floor-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 404 when the room has no floor plan yet (the console then creates one). */
        get: operations["getRoomFloorPlan"];
        /** @description Success is a status of at most 204. With `If-Match` (an extension), a plan saved meanwhile at another version answers 412 and is kept. */
        put: operations["updateRoomFloorPlan"];
        /** @description Success is a status of at most 204. */
        post: operations["createRoomFloorPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/premises/{id}/location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["updatePremiseLocation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The next screen number is read from this list at page 1, size 1 (spec §7). Read as the spec words it (the newest user of any kind), one ordinary invitation after the last screen user leaves no number to read; so the console asks with `screenUsers=true` (an extension), which lists only the screen users, highest screen number first: page 1, size 1 is then the previous highest, and an empty page means the first (spec §9). */
        get: operations["listUsers"];
        put?: never;
        /** @description Invites a user by email. Success is status 200. */
        post: operations["inviteUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getUser"];
        put: operations["updateUser"];
        post?: never;
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The groups (roles) for the role selector; the spec says the answer has `items` (id, name) and withholds the path. Chosen as a top-level collection like /users, /sections and /sessions: groups are assigned to users but exist on their own, and `Group` is the entity's name in the spec. */
        get: operations["listGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/screen-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The screen options that prefill device type and specs. */
        get: operations["listScreenUsers"];
        put?: never;
        /** @description Success is a status below 300. */
        post: operations["createScreenUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service-tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listServiceTenants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenant}/maintenance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Whether one tenant is in maintenance and until when, read as that tenant. Not a call of the spec: added because the app bar's maintenance-mode indicator (spec §2) and the redirect when the service time end passes (spec §4) must work for every user of the tenant in maintenance, and the spec's only source, GET /service-tenants (with GET /sessions for where maintenance was started), belongs to the service tenant, which a tenant's own staff may not read (spec §6). Under /tenants/{tenant}, where the spec keeps tenant-scoped calls, so the gateway checks the path tenant like the header: a caller reads only a tenant it may reach (another answers 403 or 404). The answer says whether maintenance runs now and when the tenant's latest window ends or ended; it names no other tenant and no session. */
        get: operations["getTenantMaintenance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenant}/attention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The tenant's devices that need someone now (issue 29: 'Needs attention'), worst first: critical before warning; within each, the longest-standing problem first (the earliest `since` of the item's worst findings; unknown ones last), then by premise, floor number, room and serial number. Not a call of the spec: added because the console must not read every device into the browser to find the few that are empty, low on battery, silent or stuck. The platform decides with the tenant's thresholds (GET /tenants/{tenant}/attention/thresholds) and what each device last reported; one device is one item, with every reason it is on the list. */
        get: operations["listAttention"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenant}/attention/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description How many of the tenant's devices need attention: in all, by severity, by reason, and under each section, premise and floor. Not a call of the spec: added for the dashboard's count and the counts on the location pages, which must not page through the worklist. */
        get: operations["getAttentionSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenant}/attention/thresholds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The tenant's thresholds for the worklist: the defaults until someone changes them. Not a call of the spec (see GET /tenants/{tenant}/attention). */
        get: operations["getAttentionThresholds"];
        /** @description Sets the tenant's thresholds; the worklist follows at once. 400 names a field out of its range, and `criticalBatteryPercent` when it is not below `lowBatteryPercent`. Not a call of the spec (see GET /tenants/{tenant}/attention). */
        put: operations["updateAttentionThresholds"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenant}/cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The tenant's cases, newest first (issue 50: from 'Needs attention' to work done). Not a call of the spec: added because the worklist says what is wrong but nobody could say "I am on it". The platform opens one case per device and condition (fluid, battery, offline, motor) when the worklist finds it, updates that case when the same condition comes again or worsens (a second Empty, Low fluid becoming Empty), and resolves it when the device says so (Refilled, new batteries, a message after silence, MotorRun) or a person does with a note. */
        get: operations["listCases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenant}/cases/{caseId}/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description "I am on it": the caller acknowledges an open case (who and when are kept). Repeats and escalation of the case stop at once. A case acknowledged already stays as it was (its first acknowledgement counts); a resolved one answers 409. Not a call of the spec (see GET /tenants/{tenant}/cases). */
        post: operations["acknowledgeCase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenant}/cases/{caseId}/assignee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Gives an open case to a person (one of GET /tenants/{tenant}/cases/people), or takes it back (`personId: null`). Assigning acknowledges a case nobody has yet, in the caller's name. 404 names a person the tenant does not know; a resolved case answers 409. Not a call of the spec (see GET /tenants/{tenant}/cases). */
        put: operations["assignCase"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenant}/cases/{caseId}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Resolves an open case by hand, with a note saying what was done (the device may not say so itself: a bottle changed on a dispenser that reports no level). The same standing report does not open it again; a new one does. A resolved case answers 409. Not a call of the spec (see GET /tenants/{tenant}/cases). */
        post: operations["resolveCase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenant}/cases/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Who a case can be given to: the tenant's users and everyone who set their notifications for it, by name, the caller marked `me`. Not a call of the spec (see GET /tenants/{tenant}/cases). */
        get: operations["listCasePeople"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenant}/cases/times": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Time to act: per premise and per week (Monday to Sunday, the tenant's time), how many cases opened, and the median minutes from opening to acknowledging and to resolving of those acknowledged and resolved that week. Newest week first. Not a call of the spec (see GET /tenants/{tenant}/cases). */
        get: operations["getCaseTimes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenant}/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The console's bell: the caller's open cases (those its notification settings cover) opened or escalated to it since it last looked, newest first, at most 20, and how many in all. Not a call of the spec: added for issue 50. */
        get: operations["getUnreadCases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenant}/notifications/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The caller has seen its bell: what was unread until now is read. Not a call of the spec (see GET /tenants/{tenant}/notifications). */
        post: operations["markNotificationsSeen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenant}/notifications/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The caller's own notification settings at this tenant: which conditions and severities, where, by which channel, quiet hours, language. Until it saves some, the tenant's defaults (`saved: false`). Not a call of the spec: added for issue 50. */
        get: operations["getNotificationPreferences"];
        /** @description Saves the caller's own notification settings at this tenant. 404 names a section or premise the tenant does not have. Not a call of the spec (see GET /tenants/{tenant}/notifications/preferences). */
        put: operations["updateNotificationPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenant}/notifications/policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The tenant's notification policy: grouping (group wait, group interval, repeat interval; Grafana's defaults until changed), escalation, and the defaults a person's settings start from. Not a call of the spec: added for issue 50. */
        get: operations["getNotificationPolicy"];
        /** @description Sets the tenant's notification policy. Like the thresholds it decides when the provider's staff are sent out, so the roles that set those set it. 404 names an escalation person the tenant does not know. Not a call of the spec (see GET /tenants/{tenant}/notifications/policy). */
        put: operations["updateNotificationPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenant}/notifications/push": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The platform's push key (VAPID's public key, for `PushManager.subscribe`'s `applicationServerKey`; null when this platform sends no web push) and how many browsers the caller has subscribed. Not a call of the spec: added for issue 50. */
        get: operations["getPushSettings"];
        /** @description Keeps a browser's push subscription (`PushSubscription.toJSON()`) for the caller at this tenant; the console sends it again at each start, so a renewed one replaces the old. Not a call of the spec (see GET /tenants/{tenant}/notifications/push). */
        put: operations["savePushSubscription"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{tenant}/notifications/push/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Forgets a browser's push subscription of the caller (turning push off on that browser). Forgetting one that is not kept is not an error. Not a call of the spec (see GET /tenants/{tenant}/notifications/push). */
        post: operations["removePushSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listSessions"];
        put?: never;
        /** @description Starts maintenance; answers 204 on success. */
        post: operations["startMaintenance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listUserSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sessions/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["startDeviceSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device-sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["updateDeviceSession"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device-sessions/{id}/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["stopDeviceSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listDeviceSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listDeviceSessionsOfDevice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description RFC 9457 problem details. */
        ProblemDetails: {
            type?: string;
            title?: string;
            status?: number;
            detail?: string;
            instance?: string;
        };
        /** @description At most 1,000 ids (`ID_LIST_MAX_ITEMS`): far above any list the console sends (a user's allowed sections, a filter's rooms, the devices of a maintenance session), and a bound on what one request makes the platform look up. */
        IdList: components["schemas"]["Id"][];
        /** @description At least one id, at most 1,000 (`ID_LIST_MAX_ITEMS`, as `IdList`). */
        NonEmptyIdList: components["schemas"]["Id"][];
        /** @description Extension, not in the spec (optional): the version of the record as stored, in answers (a write ignores it). A single record's GET carries it as its `ETag` too, quoted. A write that must not overwrite a change made meanwhile sends it back as `If-Match` and answers 412 when the record is at another version. It changes with what people edit, not with what devices report (a dispenser's messages do not make its edit stale). */
        Version: string;
        /** @description An id or an identifier a request names: at most 64 characters (`ID_MAX_LENGTH`), room for a UUID, a Keycloak id or a short identifier. */
        Id: string;
        /** @description A name people give and read in lists, menus and on the floor plan (a section, premise, floor, room, room type; a person's first or last name): at most 100 characters (`NAME_MAX_LENGTH`), after trimming. The longest Norwegian ward or building names are about 60; a name of 100,000 characters froze the Sections screen for a minute. */
        Name: string;
        /** @description A device's serial number as printed on its label and in its QR code (`HDX3-10020`): letters, digits, `.`, `_` and `-`, beginning with a letter or digit, at most 64 characters (`SERIAL_NUMBER_MAX_LENGTH`, `SERIAL_NUMBER_PATTERN`). Every allowed serial fits a device QR link (a version-40 QR code holds about 2,300 bytes). */
        SerialNumber: string;
        /** @description An e-mail address: one `@` with text and no spaces on both sides, at most 254 characters (`EMAIL_MAX_LENGTH`, the longest address SMTP delivers; RFC 5321 §4.5.3.1). Whether it reaches someone is the identity provider's check, not the pattern's. */
        Email: string;
        /** @description A short free text (a screen's device type and specs): at most 200 characters (`TEXT_MAX_LENGTH`). */
        Text: string;
        /** @description A password set for a screen user, at most 128 characters (`PASSWORD_MAX_LENGTH`). */
        Password: string;
        /** @description The paging fields of every paged result (§3). `nextPage` is null on the last page. */
        PageInfo: {
            pageSize: number;
            currentPage: number;
            nextPage: number | null;
            totalItems: number;
            totalPages: number;
        };
        /** @description An id and a name, as users carry their groups and allowed sections. */
        NamedReference: {
            id: string;
            name: string;
        };
        GeoLocation: {
            latitude: number;
            longitude: number;
        };
        /**
         * @description Event types, the spec's spelling (`UknownEvent` is the platform's name).
         * @enum {string}
         */
        EventType: "Bluetooth" | "State" | "HandSense" | "CapacitorVoltage" | "PowerOn" | "ChangeTime" | "MotorStuck" | "MotorRun" | "MotorReturned" | "BatteryChanged" | "Transaction" | "Summary" | "UknownEvent";
        /**
         * @description Installation statuses in both spellings the platform uses (the wizard uses READY and IN_PROGRESS). Only Ready / READY and InProgress / IN_PROGRESS are active.
         * @enum {string}
         */
        InstallationStatus: "Ready" | "InProgress" | "Installed" | "Aborted" | "READY" | "IN_PROGRESS";
        /**
         * @description Alcohol is shown as 'Disinfectant', Soap as 'Soap'. Alcohol is the default.
         * @enum {string}
         */
        FluidType: "Alcohol" | "Soap";
        /** @enum {string|null} */
        LocationObjectType: "PremiseModel" | "SectionModel" | "RoomModel" | "FloorModel" | null;
        Tenant: {
            identifier: string;
            name: string;
            realm: string;
        };
        /** @description The tenant used for maintenance and installation planning. */
        ServiceTenant: components["schemas"]["Tenant"] & {
            /** Format: date-time */
            serviceTimeEnd: string | null;
        };
        TenantPage: components["schemas"]["PageInfo"] & {
            items: components["schemas"]["Tenant"][];
        };
        TenantReference: {
            identifier: components["schemas"]["Id"];
            /** @description Added here; not named by the spec. As long as a `Name` (`NAME_MAX_LENGTH`); may be empty, as a reference the console copies from an answer. */
            name?: string;
        };
        Fluid: {
            type: components["schemas"]["FluidType"];
        };
        /** @description Where a device is; `identifier` is the id of the location object of `type`. */
        DeviceLocation: {
            tenant: components["schemas"]["TenantReference"] | null;
            identifier: components["schemas"]["Id"] | null;
            type?: components["schemas"]["LocationObjectType"];
        };
        /** @description Added here for the `status.is-on` filter. */
        DeviceStatus: {
            isOn: boolean;
            /**
             * Format: date-time
             * @description Extension, not in the spec: when the device's latest message arrived; null when it never sent one. The device list and page say when an offline device was last heard from, which its event history may no longer hold.
             */
            lastMessage?: string | null;
        };
        /** @description Battery state; fields added here (the spec names batteries only). */
        Batteries: {
            /** Format: date-time */
            lastChanged?: string | null;
            level?: number | null;
        };
        Device: {
            id: string;
            serialNumber: components["schemas"]["SerialNumber"];
            fluid: components["schemas"]["Fluid"] | null;
            location: components["schemas"]["DeviceLocation"] | null;
            powerSource?: string | null;
            batteries?: components["schemas"]["Batteries"] | null;
            status?: components["schemas"]["DeviceStatus"] | null;
            /** @description In the single-device answers only. A page of devices (`DevicePage`) leaves it out: read a device's comments with GET /devices/{id}/comments. */
            comments?: components["schemas"]["DeviceComment"][];
            /** @description The device's latest installation. In a page of devices (`DevicePage`) without its `images`. */
            deviceInstallation: components["schemas"]["DeviceInstallation"] | null;
            /** @description Events received while online; the device counts as online above zero. */
            onlineEventCount?: number;
            /** @description Added here; not named by the spec. */
            modelId?: string | null;
            version?: components["schemas"]["Version"];
        };
        /** @description A page of devices, lean: its items carry no `comments` and their `deviceInstallation` no `images` (no list screen shows them, and a page of 1,000 devices would carry every comment and picture of the tenant). The single-device answers carry both. */
        DevicePage: components["schemas"]["PageInfo"] & {
            items: components["schemas"]["Device"][];
        };
        DeviceCreate: {
            serialNumber: components["schemas"]["SerialNumber"];
            modelId?: components["schemas"]["Id"];
        };
        /**
         * @description What a device runs on, as a request sets it (added here; the spec names the field only). Answers carry `powerSource` as any string, so a new kind does not break a console.
         * @enum {string}
         */
        PowerSource: "Battery" | "Mains";
        /** @description Fields to change; the spec does not list them, so every field is optional. */
        DeviceUpdate: {
            serialNumber?: components["schemas"]["SerialNumber"];
            powerSource?: components["schemas"]["PowerSource"] | null;
            location?: components["schemas"]["DeviceLocation"];
        };
        PowerSourceUpdate: {
            powerSource: components["schemas"]["PowerSource"];
        };
        BatteryChange: {
            /** Format: date-time */
            changed?: string;
        };
        DeviceComment: {
            id: string;
            text: string;
            /** Format: date-time */
            created: string;
            /** Format: date-time */
            edited?: string | null;
            author?: string | null;
            /** @description Extension, not in the spec: who edited it last, named as `author` is; null when it was never edited (issue 46: an edit kept only the original author's name). */
            editedBy?: string | null;
            /** @description Extension, not in the spec: whether the caller may edit it. A comment is edited by its author only (else 403), so nobody's words are changed under their name. */
            viewerMayEdit?: boolean;
            /** @description Extension, not in the spec: whether the caller may delete it: its author, or an administrator (else 403). */
            viewerMayDelete?: boolean;
        };
        DeviceCommentInput: {
            /** @description A comment is text a person reads on the device page: at most 2,000 characters after trimming (`COMMENT_MAX_LENGTH`; UTF-16 code units, as a browser's `maxLength` counts them), which holds a long note; longer answers 413. */
            text: string;
        };
        DeviceModel: {
            id: string;
            name: string;
            serialNumberPrefix: string;
            description: string | null;
        };
        DeviceModelPage: components["schemas"]["PageInfo"] & {
            items: components["schemas"]["DeviceModel"][];
        };
        /** @description The device list filter (§3), held by the console and sent as the query of GET /tenants/{tenant}/devices. */
        DeviceFilter: {
            /** @description Sent as `status.is-on`. */
            powerValue?: boolean;
            includedFloors?: components["schemas"]["IdList"];
            excludedFloors?: components["schemas"]["IdList"];
            sections?: components["schemas"]["IdList"];
            rooms?: components["schemas"]["IdList"];
            excludedRooms?: components["schemas"]["IdList"];
            roomTypes?: components["schemas"]["IdList"];
            excludedRoomTypes?: components["schemas"]["IdList"];
            tenant?: string;
        };
        ProvisionRequest: {
            deviceSpecification: {
                modelId: components["schemas"]["Id"];
            };
            /** @description How many devices one provisioning creates (`PROVISIONING_LIMITS`). */
            numberOfNewDevices: number;
            /** @description Extension, not in the spec (optional): the serial numbers printed on devices that arrived with them (a CSV from the manufacturer, or scanned one by one), at most 100 as `numberOfNewDevices`, which must equal how many there are (else 400). Each must begin with the model's `serialNumberPrefix` and a hyphen, and appear once (else 400, naming it). A serial already registered is not created again: it is listed in the answer's `alreadyRegistered` and not counted as provisioned. Without it the platform numbers the new devices itself, as the spec has it. */
            serialNumbers?: components["schemas"]["SerialNumber"][];
        };
        ProvisionResult: {
            serialNumbers: string[];
            successfullyProvisioned: number;
            devicesRequested: number;
            /** @description Extension, not in the spec (optional): the created devices' ids beside their serial numbers, in the order of `serialNumbers`. Spec §2 links each serial of the results to its device page (/device/{deviceId}), which needs the id; the spec's answer names devices by serial number only. */
            devices?: {
                id: string;
                serialNumber: string;
            }[];
            /** @description Extension, not in the spec (optional): the serial numbers of the request's `serialNumbers` that were registered already, so not created again. */
            alreadyRegistered?: string[];
        };
        BluetoothEvent: {
            address: string;
            rssi: number;
            /** Format: date-time */
            timestamp: string;
        };
        TransactionEvent: {
            userGroupId: string | null;
            shiftTypeId: string | null;
            sectionId: string | null;
            /** Format: date-time */
            timestamp: string;
        };
        CounterEvent: {
            revision: number;
            counterNumber: number;
            counterValue: number;
        };
        /** @description One event. `event` is the event's name; `eventType` its type. The nested objects carry the type-specific fields when the event has them. */
        DeviceEvent: {
            eventType: components["schemas"]["EventType"];
            event: string;
            deviceId: string;
            /** Format: date-time */
            timestamp: string;
            /** Format: date-time */
            receivedOnServer: string | null;
            /** @description For example 'broadcaster'. */
            source?: string | null;
            bluetooth?: components["schemas"]["BluetoothEvent"] | null;
            transaction?: components["schemas"]["TransactionEvent"] | null;
            counter?: components["schemas"]["CounterEvent"] | null;
            /** @description Extension, not in the spec: the battery level the event reports, if it reports one (the attention worklist's battery reasons). */
            battery?: components["schemas"]["BatteryReport"] | null;
        };
        DeviceEventPage: components["schemas"]["PageInfo"] & {
            items: components["schemas"]["DeviceEvent"][];
        };
        InstallationImage: {
            id?: string;
            url: string;
        };
        /** @description What the wizard confirmed when it completed the installation. */
        InstallationCompletionData: {
            /** Format: date-time */
            completed?: string;
            roomId?: string;
            fluidType?: components["schemas"]["FluidType"];
            /** @description Extension, not in the spec: whether the device showed it works when it was installed (issue 51). Absent for installations completed before the platform recorded it. */
            verification?: components["schemas"]["InstallationVerification"];
        };
        /** @description Extension, not in the spec: one event of the device being installed, named by its type and its own timestamp (issue 51): a hand under the sensor (HandSense), a dispense (Transaction) or a state report. */
        VerifyingEvent: {
            /** @enum {string} */
            eventType: "HandSense" | "Transaction" | "State";
            /** Format: date-time */
            timestamp: string;
        };
        /** @description Extension, not in the spec (issue 51). 'verified': the platform received the named event of the device after the installation was created, with the battery level the device last reported (null when it reports none). 'notVerified': completed without one ('installed, not verified'), and the event fields are null. */
        InstallationVerification: {
            /** @enum {string} */
            status: "verified" | "notVerified";
            /** @enum {string|null} */
            eventType: "HandSense" | "Transaction" | "State" | null;
            /** Format: date-time */
            eventTimestamp: string | null;
            batteryLevel: number | null;
        };
        DeviceInstallation: {
            id: string;
            serialnumber: string;
            installationStatus: components["schemas"]["InstallationStatus"];
            tenant: components["schemas"]["TenantReference"];
            tenantIdentifier: string;
            installer?: string | null;
            /** @description At most 10 (`INSTALLATION_IMAGES_MAX`, checked on upload): the wizard's step 6 takes one or a few pictures of the mounted device, and ten leave room for retakes and close-ups. Left out where the installation is inlined in a page of devices. */
            images?: components["schemas"]["InstallationImage"][];
            /** Format: date-time */
            created: string;
            completion?: components["schemas"]["InstallationCompletionData"] | null;
            room?: components["schemas"]["Room"] | null;
            /**
             * Format: date
             * @description Extension, not in the spec: the day a planned installation is for, if planned with one (`InstallationCreate.plannedFor`).
             */
            plannedFor?: string | null;
            /** @description Extension, not in the spec: the name of the user `installer` names, so a list of installations reads who installs without asking for each user. */
            installerName?: string | null;
            version?: components["schemas"]["Version"];
        };
        DeviceInstallationPage: components["schemas"]["PageInfo"] & {
            items: components["schemas"]["DeviceInstallation"][];
        };
        InstallationCreate: {
            serialnumber: components["schemas"]["SerialNumber"];
            tenantIdentifier: components["schemas"]["Id"];
            /** @description Extension, not in the spec: the room the device is planned for, when known ('Plan installations', issue 46). A room of `tenantIdentifier`, else 400; the wizard offers it to confirm. */
            roomId?: components["schemas"]["Id"];
            /**
             * Format: date
             * @description Extension, not in the spec: the day the installation is planned for (ISO 8601 date, `2026-12-01`).
             */
            plannedFor?: string;
            /** @description Extension, not in the spec: the id of the user who is to install it, a user of the tenant the request is made in or of `tenantIdentifier`, else 400. Set later with `PUT /device-installations/{id}/installer` as before. */
            installer?: components["schemas"]["Id"];
        };
        InstallationStatusUpdate: {
            installationStatus: components["schemas"]["InstallationStatus"];
        };
        InstallerUpdate: {
            /** @description The installing user's id. */
            installer: components["schemas"]["Id"];
        };
        /** @description The serial number and the installation data the wizard collected. */
        InstallationCompletion: {
            serialNumber: components["schemas"]["SerialNumber"];
            roomId: components["schemas"]["Id"];
            fluidType: components["schemas"]["FluidType"];
            offlineConfirmed?: boolean;
            /** @description Extension, not in the spec: the device's own event the wizard saw arrive after the installer pressed the mounted dispenser (issue 51). The platform looks it up among the device's events since the installation was created and records the installation as verified by it. Absent, null, or an event it has not received (or no longer keeps): installed, not verified, so an installation can always be completed. */
            verifiedBy?: components["schemas"]["VerifyingEvent"] | null;
        };
        Section: {
            id: string;
            name: components["schemas"]["Name"];
            version?: components["schemas"]["Version"];
        };
        SectionPage: components["schemas"]["PageInfo"] & {
            items: components["schemas"]["Section"][];
        };
        SectionCreate: {
            name: components["schemas"]["Name"];
        };
        Premise: {
            id: string;
            name: components["schemas"]["Name"];
            sectionId?: string;
            location?: components["schemas"]["GeoLocation"] | null;
            version?: components["schemas"]["Version"];
        };
        PremisePage: components["schemas"]["PageInfo"] & {
            items: components["schemas"]["Premise"][];
        };
        PremiseCreate: {
            name: components["schemas"]["Name"];
            sectionId: components["schemas"]["Id"];
        };
        Floor: {
            id: string;
            name: components["schemas"]["Name"];
            number: number;
            premiseId?: string;
            sectionId?: string;
            version?: components["schemas"]["Version"];
        };
        FloorPage: components["schemas"]["PageInfo"] & {
            items: components["schemas"]["Floor"][];
        };
        FloorCreate: {
            name: components["schemas"]["Name"];
            sectionId: components["schemas"]["Id"];
            number: number;
            premiseId: components["schemas"]["Id"];
        };
        RoomType: {
            id: string;
            name: components["schemas"]["Name"];
            useForCompliance: boolean;
            version?: components["schemas"]["Version"];
        };
        RoomTypePage: components["schemas"]["PageInfo"] & {
            items: components["schemas"]["RoomType"][];
        };
        RoomTypeCreate: {
            name: components["schemas"]["Name"];
            useForCompliance: boolean;
        };
        Room: {
            id: string;
            name: components["schemas"]["Name"];
            floor: components["schemas"]["Floor"] | null;
            type: components["schemas"]["RoomType"] | null;
            sectionId: string;
            version?: components["schemas"]["Version"];
        };
        RoomPage: components["schemas"]["PageInfo"] & {
            items: components["schemas"]["Room"][];
        };
        /** @description Extension, not in the spec: a location's (or a room type's) new name, the body of the renames the spec does not have. */
        LocationRename: {
            name: components["schemas"]["Name"];
        };
        RoomCreate: {
            name: components["schemas"]["Name"];
            sectionId: components["schemas"]["Id"];
            roomTypeId: components["schemas"]["Id"];
            floorId: components["schemas"]["Id"];
        };
        /** @description A floor plan of a floor or a room; `map` is a JSON array the console does not interpret. */
        FloorPlan: {
            /** @description At most 5,000 entries (`FLOOR_PLAN_MAX_ENTRIES`): a save with more answers 413 and changes nothing. The floor-plan bench draws 500 devices with their rooms and walls, and a large floor stays well under a thousand entries; 5,000 leave five times that and keep a plan (about 100 bytes an entry) far below the 1 MiB a JSON body may have. Its entries nest at most as deep as any JSON body (32 levels, 422). */
            map: unknown[];
            /** @description Extension, not in the spec (optional): the version of the stored plan, in answers only (a save ignores it). Its `ETag` is the same, quoted; a save sends it back as `If-Match`. */
            version?: string;
        };
        /** @description The identity provider's account profile. */
        UserProfile: {
            id: string;
            firstName: string;
            username: string;
        };
        /** @description A group (role). */
        Group: {
            id: string;
            name: string;
        };
        GroupList: {
            items: components["schemas"]["Group"][];
        };
        User: {
            id: string;
            email: components["schemas"]["Email"];
            firstName: components["schemas"]["Name"];
            lastName: components["schemas"]["Name"];
            tenant: components["schemas"]["TenantReference"] | null;
            groups: components["schemas"]["NamedReference"][];
            allowedSections: components["schemas"]["NamedReference"][];
            version?: components["schemas"]["Version"];
        };
        UserPage: components["schemas"]["PageInfo"] & {
            items: components["schemas"]["User"][];
        };
        UserInvite: {
            userInfo: {
                email: components["schemas"]["Email"];
                firstName: components["schemas"]["Name"];
                lastName: components["schemas"]["Name"];
                groups: components["schemas"]["NonEmptyIdList"];
                tenantId: components["schemas"]["Id"];
            };
            allowedSections: components["schemas"]["NonEmptyIdList"];
        };
        /** @description The update sends userInfo.groups and allowedSections; a changed tenant goes in userInfo.tenantId. */
        UserUpdate: {
            userInfo: {
                groups: components["schemas"]["IdList"];
                tenantId?: components["schemas"]["Id"];
            };
            allowedSections: components["schemas"]["IdList"];
        };
        /** @description `passwordInfo` is omitted when the password is empty. */
        ScreenUserCreate: {
            email: components["schemas"]["Email"];
            screenDeviceType: components["schemas"]["Text"];
            specs: components["schemas"]["Text"];
            allowedSections: components["schemas"]["IdList"];
            passwordInfo?: {
                password: components["schemas"]["Password"];
                temporary: boolean;
            };
        };
        /** @description A screen type; firstName and lastName prefill device type and specs. */
        ScreenOption: {
            displayName: string;
            firstName: string;
            lastName: string;
        };
        MaintenanceStart: {
            /** @description The tenant maintenance is started on. */
            tenantIdentifier: components["schemas"]["Id"];
            /** Format: date-time */
            serviceTimeEnd?: string;
        };
        /**
         * @description Why a device needs someone (added here, see GET /tenants/{tenant}/attention): `empty` and `lowFluid` from its latest level report (Empty, LowLevel; Refilled clears both), `criticalBattery` and `lowBattery` from its battery level against the thresholds, `offline` when no message came for longer than the offline threshold, `motorStuck` from MotorStuck until a later MotorRun or MotorReturned.
         * @enum {string}
         */
        AttentionReason: "empty" | "lowFluid" | "criticalBattery" | "lowBattery" | "offline" | "motorStuck";
        /**
         * @description `critical`: the dispenser cannot serve (empty, motor stuck, battery at or under the critical threshold), or nobody has heard from it for over a day (offline for more than 1,440 minutes, whatever the offline threshold). `warning`: it soon cannot, or nobody knows yet (low fluid, low battery, offline for less than a day).
         * @enum {string}
         */
        AttentionSeverity: "critical" | "warning";
        /** @description One reason a device is on the worklist. */
        AttentionFinding: {
            reason: components["schemas"]["AttentionReason"];
            severity: components["schemas"]["AttentionSeverity"];
            /**
             * Format: date-time
             * @description When the problem began: the level or motor report, the first battery reading at or under the threshold since the batteries were last changed (a later reading does not move it), the last message of an offline device. Null when nobody knows.
             */
            since: string | null;
            /** @description The battery level in percent, for the battery reasons. */
            batteryLevel?: number | null;
        };
        AttentionFloor: {
            id: string;
            name: string;
            number: number;
        };
        /** @description A device that needs attention, with where it is. Its findings are worst first; its severity is the worst of them. A location it is not placed under is null. */
        AttentionItem: {
            deviceId: string;
            serialNumber: string;
            severity: components["schemas"]["AttentionSeverity"];
            findings: components["schemas"]["AttentionFinding"][];
            section: components["schemas"]["NamedReference"] | null;
            premise: components["schemas"]["NamedReference"] | null;
            floor: components["schemas"]["AttentionFloor"] | null;
            room: components["schemas"]["NamedReference"] | null;
            /** @description The device's open cases (issue 50), one per condition: who acknowledged each and who it is given to, so the worklist shows who is on it without another call. */
            cases?: components["schemas"]["Case"][];
        };
        /** @description A page of the worklist. */
        AttentionPage: components["schemas"]["PageInfo"] & {
            items: components["schemas"]["AttentionItem"][];
        };
        /** @description How many devices under one location (a section, premise or floor) need attention, and how many of them are critical. */
        AttentionCount: {
            id: string;
            name: string;
            total: number;
            critical: number;
        };
        AttentionReasonCount: {
            reason: components["schemas"]["AttentionReason"];
            total: number;
        };
        /** @description Counts of the worklist (added here, see GET /tenants/{tenant}/attention/summary). A device counts once in `total`, and once under each of its reasons. Locations without a device that needs attention are left out. */
        AttentionSummary: {
            total: number;
            critical: number;
            reasons: components["schemas"]["AttentionReasonCount"][];
            sections: components["schemas"]["AttentionCount"][];
            premises: components["schemas"]["AttentionCount"][];
            floors: components["schemas"]["AttentionCount"][];
        };
        /** @description A tenant's thresholds for the worklist (added here, see GET /tenants/{tenant}/attention/thresholds). A battery at or under `criticalBatteryPercent` is critical, at or under `lowBatteryPercent` low; a device is offline when its last message is more than `offlineAfterMinutes` old. The defaults (20 %, 10 %, 2 hours) are those of the dispenser systems tenants know. */
        AttentionThresholds: {
            /**
             * @description A battery at or under this percent is low.
             * @default 20
             */
            lowBatteryPercent: number;
            /**
             * @description A battery at or under this percent is critical; below `lowBatteryPercent`.
             * @default 10
             */
            criticalBatteryPercent: number;
            /**
             * @description Minutes without a message before a device is offline, from 5 minutes to a week.
             * @default 120
             */
            offlineAfterMinutes: number;
        };
        /** @description A tenant's thresholds as the platform answers them, with their version. */
        StoredAttentionThresholds: components["schemas"]["AttentionThresholds"] & {
            version?: components["schemas"]["Version"];
        };
        /**
         * @description A case's life (added here, see GET /tenants/{tenant}/cases): `open` until someone says they are on it, `acknowledged` (who and when are kept), `resolved` by the device or by hand.
         * @enum {string}
         */
        CaseState: "open" | "acknowledged" | "resolved";
        /**
         * @description What a case is about; one open case per device and condition. `fluid` holds the reasons `lowFluid` and `empty`, `battery` `lowBattery` and `criticalBattery`.
         * @enum {string}
         */
        CaseCondition: "fluid" | "battery" | "offline" | "motor";
        /** @description A person a case names (who acknowledged, who it is given to) or may be given to. */
        CasePerson: {
            id: string;
            name: string;
            /** @description The caller. Only in GET /tenants/{tenant}/cases/people. */
            me?: boolean;
        };
        CaseAcknowledgement: {
            /** Format: date-time */
            at: string;
            by: components["schemas"]["CasePerson"];
        };
        /** @description How a case ended (`how`). `device`: the device said so (`event` names its message: Refilled, BatteryChanged, MotorRun, or any message after silence); `hand`: a person (`by`), with a note, or by a write that ended it (new batteries set in the console); `thresholds`: the tenant's thresholds changed and the device no longer needs anyone. */
        CaseResolution: {
            /** Format: date-time */
            at: string;
            /** @enum {string} */
            how: "device" | "hand" | "thresholds";
            event: string | null;
            note: string | null;
            by: components["schemas"]["CasePerson"] | null;
        };
        /** @description One case: a device's condition from when the worklist found it until it was resolved. `reason` and `severity` are the latest (Low fluid becoming Empty updates the case); `since` is when the problem began, `openedAt` when the case opened. The minutes are null until the case got that far. */
        Case: {
            id: string;
            deviceId: string;
            serialNumber: string;
            condition: components["schemas"]["CaseCondition"];
            reason: components["schemas"]["AttentionReason"];
            severity: components["schemas"]["AttentionSeverity"];
            state: components["schemas"]["CaseState"];
            /** Format: date-time */
            since: string | null;
            /** Format: date-time */
            openedAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description How many times the condition was reported while the case was open (a second Empty counts here). */
            reports: number;
            acknowledged: components["schemas"]["CaseAcknowledgement"] | null;
            assignee: components["schemas"]["CasePerson"] | null;
            resolved: components["schemas"]["CaseResolution"] | null;
            premise: components["schemas"]["NamedReference"] | null;
            room: components["schemas"]["NamedReference"] | null;
            minutesToAcknowledge: number | null;
            minutesToResolve: number | null;
        };
        /** @description A page of cases. */
        CasePage: components["schemas"]["PageInfo"] & {
            items: components["schemas"]["Case"][];
        };
        /** @description Who a case is given to; null takes it back. */
        CaseAssignment: {
            personId: components["schemas"]["Id"] | null;
        };
        /** @description What was done, in a few words. */
        CaseResolutionNote: {
            note: string;
        };
        /** @description One premise's week of cases (see GET /tenants/{tenant}/cases/times). */
        CaseWeek: {
            premise: components["schemas"]["NamedReference"] | null;
            /**
             * Format: date
             * @description The week's Monday.
             */
            weekStart: string;
            opened: number;
            acknowledged: number;
            resolved: number;
            medianMinutesToAcknowledge: number | null;
            medianMinutesToResolve: number | null;
        };
        CaseTimes: {
            weeks: number;
            rows: components["schemas"]["CaseWeek"][];
        };
        /** @description The bell (see GET /tenants/{tenant}/notifications). */
        UnreadCases: {
            unread: number;
            items: components["schemas"]["Case"][];
        };
        /** @description Where a person is told: the console's bell, e-mail (to the address the identity provider has for them), web push (to every browser they turned it on in). */
        NotificationChannels: {
            console: boolean;
            email: boolean;
            push: boolean;
        };
        /** @description A time of day, hours and minutes on the 24-hour clock (`07:00`, `22:30`). */
        ClockTime: string;
        /** @description Hours (the tenant's time, Europe/Oslo) when only critical cases are sent; the rest wait until the hours end. `from` after `to` spans midnight. */
        QuietHours: {
            from: components["schemas"]["ClockTime"];
            to: components["schemas"]["ClockTime"];
        };
        /** @description What a person is told about and how (a person's settings, and the defaults for a person who saved none). Empty `sectionIds` and `premiseIds`: everywhere. `onDuty`: told when a case opens; a person off duty is told only what is escalated to them. */
        NotificationRules: {
            onDuty: boolean;
            reasons: components["schemas"]["AttentionReason"][];
            severities: components["schemas"]["AttentionSeverity"][];
            sectionIds: components["schemas"]["Id"][];
            premiseIds: components["schemas"]["Id"][];
            channels: components["schemas"]["NotificationChannels"];
            quietHours: components["schemas"]["QuietHours"] | null;
            /**
             * @description The language of e-mail and push.
             * @enum {string}
             */
            language: "nb" | "en";
        };
        /** @description A person's settings as the platform answers them. */
        NotificationPreferences: components["schemas"]["NotificationRules"] & {
            person: components["schemas"]["CasePerson"];
            /** @description Where e-mail goes; null when the identity provider has no address. */
            email: string | null;
            /** @description False while the tenant's defaults apply. */
            saved: boolean;
        };
        /** @description Who is told when a case stays unacknowledged `afterMinutes` after it opened (once per case). Acknowledging stops it. */
        Escalation: {
            afterMinutes: number;
            personIds: components["schemas"]["Id"][];
        };
        /** @description How a tenant's messages are grouped and escalated (added here, see GET /tenants/{tenant}/notifications/policy). One message per person carries the cases of one round: the first waits `groupWaitSeconds` for others to join it, the next goes no sooner than `groupIntervalMinutes` after the last; a case still open and unacknowledged is sent again every `repeatIntervalMinutes`. Defaults: Grafana's (30 s, 5 min, 4 h). */
        NotificationPolicy: {
            /** @default 30 */
            groupWaitSeconds: number;
            /** @default 5 */
            groupIntervalMinutes: number;
            /** @default 240 */
            repeatIntervalMinutes: number;
            escalation: components["schemas"]["Escalation"] | null;
            defaults: components["schemas"]["NotificationRules"];
        };
        PushSettings: {
            /** @description VAPID public key, base64url. */
            publicKey: string | null;
            /** @description The caller's browsers with push on. */
            subscriptions: number;
        };
        PushEndpoint: {
            /** Format: uri */
            endpoint: string;
        };
        /** @description A browser's `PushSubscription.toJSON()`. */
        PushSubscription: {
            /** Format: uri */
            endpoint: string;
            expirationTime?: number | null;
            keys: {
                p256dh: string;
                auth: string;
            };
        };
        /** @description A battery level a device measured (added here, x-extension): battery-powered dispensers report it with their CapacitorVoltage events; the platform keeps the latest as the device's `batteries.level`. */
        BatteryReport: {
            level: number;
        };
        /** @description Added here (x-extension, see GET /tenants/{tenant}/maintenance): one tenant's maintenance status as that tenant may read it. */
        TenantMaintenance: {
            /** @description The tenant asked about. */
            tenantIdentifier: string;
            /** @description True while maintenance started on this tenant runs, by the platform's clock (before serviceTimeEnd). The console counts its own end from serviceTimeEnd (spec §4: rounded up to a full minute, plus 5 s). */
            inMaintenance: boolean;
            /**
             * Format: date-time
             * @description When the tenant's latest maintenance window ends, or ended: kept after the end so a client that saw maintenance running can tell 'ended' from 'never started'. Null when maintenance was never started on this tenant.
             */
            serviceTimeEnd: string | null;
        };
        /** @description A maintenance user session (dayCreated and index are added by the console). */
        UserSession: {
            id: string;
            /** Format: date-time */
            created: string;
            tenantIdentifier?: string;
            userId?: string;
        };
        UserSessionPage: components["schemas"]["PageInfo"] & {
            items: components["schemas"]["UserSession"][];
        };
        /** @description A device's usage session; fields beyond id and created are added here. */
        DeviceSession: {
            id: string;
            /** Format: date-time */
            created: string;
            deviceId?: string;
            tenantIdentifier?: string;
            /** Format: date-time */
            stopped?: string | null;
        };
        DeviceSessionPage: components["schemas"]["PageInfo"] & {
            items: components["schemas"]["DeviceSession"][];
        };
        DeviceSessionsStart: {
            deviceIds: components["schemas"]["NonEmptyIdList"];
            tenantIdentifier?: components["schemas"]["Id"];
        };
        DeviceSessionUpdate: {
            tenantIdentifier?: components["schemas"]["Id"];
            /** Format: date-time */
            stopped?: string | null;
        };
    };
    responses: {
        /** @description Done; no body. */
        NoContent: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Not found. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description Conflicts with what exists (for example an active installation, or a room type of that name). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description Something still hangs under the record (a premise in the section, a device in the room, a room of the type); nothing was removed. The problem's `detail` says what. */
        InUse: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description The resource is not at the version the request's If-Match names: it changed since it was read. Nothing was changed. */
        PreconditionFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description The plan's `map` has more than 5,000 entries (`FLOOR_PLAN_MAX_ENTRIES`); nothing was changed. The problem's `errors.map` names the limit. */
        FloorPlanTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description The comment's text is longer than 2,000 characters (`COMMENT_MAX_LENGTH`); nothing was stored. The problem's `errors.text` names the limit. */
        CommentTooLong: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description The platform failed. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description Any other failure (400, 401, 403, 5xx), as problem details when the platform sends them. */
        Problem: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description A tenant. */
        Tenant: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Tenant"];
            };
        };
        /** @description A device. */
        Device: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Device"];
            };
        };
        /** @description A page of devices. */
        DevicePage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["DevicePage"];
            };
        };
        /** @description A device comment. */
        DeviceComment: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["DeviceComment"];
            };
        };
        /** @description A page of device events. */
        DeviceEventPage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["DeviceEventPage"];
            };
        };
        /** @description A device installation. */
        DeviceInstallation: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["DeviceInstallation"];
            };
        };
        /** @description A page of device installations. */
        DeviceInstallationPage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["DeviceInstallationPage"];
            };
        };
        /** @description A section. */
        Section: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Section"];
            };
        };
        /** @description A page of sections. */
        SectionPage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SectionPage"];
            };
        };
        /** @description A premise. */
        Premise: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Premise"];
            };
        };
        /** @description A floor. */
        Floor: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Floor"];
            };
        };
        /** @description A page of floors. */
        FloorPage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FloorPage"];
            };
        };
        /** @description A room. */
        Room: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Room"];
            };
        };
        /** @description A page of rooms. */
        RoomPage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["RoomPage"];
            };
        };
        /** @description A floor plan. */
        FloorPlan: {
            headers: {
                /** @description The plan's `version`, quoted (an extension the spec does not name). */
                ETag?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FloorPlan"];
            };
        };
        /** @description A user. */
        User: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["User"];
            };
        };
        /** @description A page of maintenance user sessions. */
        UserSessionPage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["UserSessionPage"];
            };
        };
        /** @description A device session. */
        DeviceSession: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["DeviceSession"];
            };
        };
        /** @description A page of device sessions. */
        DeviceSessionPage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["DeviceSessionPage"];
            };
        };
    };
    parameters: {
        /** @description The tenant the console works in (spec §6 and §9). */
        TenantIdentifierHeader: string;
        /** @description Extension, not in the spec: the `version` (the GET's `ETag`, or the `version` field of the record as a list answered it) of the record this write edits: a floor plan, a user, a device, a location, a tenant's thresholds, an installation. When the record is at another version (saved meanwhile by another tab or person) the write answers 412 and changes nothing, so no edit overwrites another silently. Without it the write is unconditional, as the spec's calls are. */
        IfMatch: string;
        IdPath: string;
        CaseIdPath: string;
        CommentIdPath: string;
        /** @description A tenant identifier. */
        TenantPath: string;
        /** @description A device id. */
        DevicePath: string;
        SerialNumberPath: string;
        /** @description Free-text search. */
        Term: string;
        /** @description The page to return. Paging starts at 1; the live feed and room types ask for 0. */
        Page: number;
        PageSize: number;
        Longitude: number;
        Latitude: number;
        /** @description Event types to include; the parameter repeats per type. */
        TypesIncluded: components["schemas"]["EventType"][];
        BluetoothEventsIncluded: boolean;
        TransactionEventsIncluded: boolean;
        TenantIdentifierFilter: string;
        /** @description Statuses to include; the parameter repeats per status. */
        InstallationStatusFilter: components["schemas"]["InstallationStatus"][];
        /** @description Tenant identifiers; the parameter repeats per identifier. */
        TenantIdentifiers: string[];
    };
    requestBodies: {
        FloorPlan: {
            content: {
                "application/json": components["schemas"]["FloorPlan"];
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getTenant: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Tenant"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    listTenants: {
        parameters: {
            query?: {
                /** @description Free-text search. */
                term?: components["parameters"]["Term"];
                searchTerm?: string;
                longitude?: components["parameters"]["Longitude"];
                latitude?: components["parameters"]["Latitude"];
                orderByProximity?: boolean;
                /** @description The page to return. Paging starts at 1; the live feed and room types ask for 0. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tenants. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantPage"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    getClosestTenant: {
        parameters: {
            query: {
                longitude: number;
                latitude: number;
            };
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Tenant"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    listDevices: {
        parameters: {
            query?: {
                /** @description Free-text search. */
                term?: components["parameters"]["Term"];
                /** @description The page to return. Paging starts at 1; the live feed and room types ask for 0. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DevicePage"];
            default: components["responses"]["Problem"];
        };
    };
    createDevice: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceCreate"];
            };
        };
        responses: {
            200: components["responses"]["Device"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Problem"];
        };
    };
    getDevice: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Device"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    listDeviceModels: {
        parameters: {
            query?: {
                /** @description Free-text search. */
                term?: components["parameters"]["Term"];
                /** @description The page to return. Paging starts at 1; the live feed and room types ask for 0. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of device models. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceModelPage"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    setDevicePowerSource: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
                /** @description Extension, not in the spec: the `version` (the GET's `ETag`, or the `version` field of the record as a list answered it) of the record this write edits: a floor plan, a user, a device, a location, a tenant's thresholds, an installation. When the record is at another version (saved meanwhile by another tab or person) the write answers 412 and changes nothing, so no edit overwrites another silently. Without it the write is unconditional, as the spec's calls are. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PowerSourceUpdate"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            default: components["responses"]["Problem"];
        };
    };
    listDeviceComments: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The device's comments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceComment"][];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    createDeviceComment: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceCommentInput"];
            };
        };
        responses: {
            200: components["responses"]["DeviceComment"];
            413: components["responses"]["CommentTooLong"];
            default: components["responses"]["Problem"];
        };
    };
    updateDeviceComment: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
                commentId: components["parameters"]["CommentIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceCommentInput"];
            };
        };
        responses: {
            200: components["responses"]["DeviceComment"];
            /** @description Extension: the caller is not the comment's author (issue 46); nothing was changed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["CommentTooLong"];
            default: components["responses"]["Problem"];
        };
    };
    deleteDeviceComment: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
                commentId: components["parameters"]["CommentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            /** @description Extension: the caller is neither the comment's author nor an administrator (issue 46); nothing was deleted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    getDeviceQrCode: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The device's QR code as an image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": Blob;
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    listTenantDevices: {
        parameters: {
            query?: {
                /** @description Free-text search. */
                term?: components["parameters"]["Term"];
                "location.room-id"?: components["schemas"]["IdList"];
                "location.excluded-room-id"?: components["schemas"]["IdList"];
                "location.section-id"?: components["schemas"]["IdList"];
                "location.floor-id"?: components["schemas"]["IdList"];
                "location.excluded-floor-id"?: components["schemas"]["IdList"];
                "location.room-type-id"?: components["schemas"]["IdList"];
                "location.tenant-identifier"?: string;
                "status.is-on"?: boolean;
                /** @description The page to return. Paging starts at 1; the live feed and room types ask for 0. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DevicePage"];
            default: components["responses"]["Problem"];
        };
    };
    createTenantDevice: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceCreate"];
            };
        };
        responses: {
            200: components["responses"]["Device"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Problem"];
        };
    };
    getTenantDevice: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
                /** @description A device id. */
                device: components["parameters"]["DevicePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Device"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    updateTenantDevice: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
                /** @description Extension, not in the spec: the `version` (the GET's `ETag`, or the `version` field of the record as a list answered it) of the record this write edits: a floor plan, a user, a device, a location, a tenant's thresholds, an installation. When the record is at another version (saved meanwhile by another tab or person) the write answers 412 and changes nothing, so no edit overwrites another silently. Without it the write is unconditional, as the spec's calls are. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
                /** @description A device id. */
                device: components["parameters"]["DevicePath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceUpdate"];
            };
        };
        responses: {
            200: components["responses"]["Device"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            default: components["responses"]["Problem"];
        };
    };
    getTenantDeviceDetails: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
                /** @description A device id. */
                device: components["parameters"]["DevicePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Device"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    addTenantDeviceFluid: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
                /** @description A device id. */
                device: components["parameters"]["DevicePath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Fluid"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    setTenantDeviceFluidType: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
                /** @description Extension, not in the spec: the `version` (the GET's `ETag`, or the `version` field of the record as a list answered it) of the record this write edits: a floor plan, a user, a device, a location, a tenant's thresholds, an installation. When the record is at another version (saved meanwhile by another tab or person) the write answers 412 and changes nothing, so no edit overwrites another silently. Without it the write is unconditional, as the spec's calls are. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
                /** @description A device id. */
                device: components["parameters"]["DevicePath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Fluid"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            default: components["responses"]["Problem"];
        };
    };
    changeTenantDeviceBatteries: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
                /** @description A device id. */
                device: components["parameters"]["DevicePath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatteryChange"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    getDeviceBySerialNumber: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                serialNumber: components["parameters"]["SerialNumberPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Device"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    getTenantDeviceBySerialNumber: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
                serialNumber: components["parameters"]["SerialNumberPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Device"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    provisionDevices: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProvisionRequest"];
            };
        };
        responses: {
            /** @description What was provisioned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProvisionResult"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    listTenantDeviceEvents: {
        parameters: {
            query?: {
                /** @description Event types to include; the parameter repeats per type. */
                typesIncluded?: components["parameters"]["TypesIncluded"];
                bluetoothEventsIncluded?: components["parameters"]["BluetoothEventsIncluded"];
                transactionEventsIncluded?: components["parameters"]["TransactionEventsIncluded"];
                /** @description The page to return. Paging starts at 1; the live feed and room types ask for 0. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
                /** @description A device id. */
                device: components["parameters"]["DevicePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DeviceEventPage"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    listDeviceEvents: {
        parameters: {
            query?: {
                /** @description Event types to include; the parameter repeats per type. */
                typesIncluded?: components["parameters"]["TypesIncluded"];
                bluetoothEventsIncluded?: components["parameters"]["BluetoothEventsIncluded"];
                transactionEventsIncluded?: components["parameters"]["TransactionEventsIncluded"];
                summaryEventsIcluded?: boolean;
                /** @description The page to return. Paging starts at 1; the live feed and room types ask for 0. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DeviceEventPage"];
            default: components["responses"]["Problem"];
        };
    };
    listDeviceInstallations: {
        parameters: {
            query?: {
                tenantIdentifierFilter?: components["parameters"]["TenantIdentifierFilter"];
                /** @description Statuses to include; the parameter repeats per status. */
                installationStatusFilter?: components["parameters"]["InstallationStatusFilter"];
                /** @description The page to return. Paging starts at 1; the live feed and room types ask for 0. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DeviceInstallationPage"];
            default: components["responses"]["Problem"];
        };
    };
    listInstallations: {
        parameters: {
            query?: {
                tenantIdentifierFilter?: components["parameters"]["TenantIdentifierFilter"];
                /** @description Statuses to include; the parameter repeats per status. */
                installationStatusFilter?: components["parameters"]["InstallationStatusFilter"];
                /** @description The page to return. Paging starts at 1; the live feed and room types ask for 0. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DeviceInstallationPage"];
            default: components["responses"]["Problem"];
        };
    };
    createInstallation: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InstallationCreate"];
            };
        };
        responses: {
            200: components["responses"]["DeviceInstallation"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["Problem"];
        };
    };
    updateInstallationStatus: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
                /** @description Extension, not in the spec: the `version` (the GET's `ETag`, or the `version` field of the record as a list answered it) of the record this write edits: a floor plan, a user, a device, a location, a tenant's thresholds, an installation. When the record is at another version (saved meanwhile by another tab or person) the write answers 412 and changes nothing, so no edit overwrites another silently. Without it the write is unconditional, as the spec's calls are. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InstallationStatusUpdate"];
            };
        };
        responses: {
            200: components["responses"]["DeviceInstallation"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            default: components["responses"]["Problem"];
        };
    };
    setInstallationInstaller: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
                /** @description Extension, not in the spec: the `version` (the GET's `ETag`, or the `version` field of the record as a list answered it) of the record this write edits: a floor plan, a user, a device, a location, a tenant's thresholds, an installation. When the record is at another version (saved meanwhile by another tab or person) the write answers 412 and changes nothing, so no edit overwrites another silently. Without it the write is unconditional, as the spec's calls are. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InstallerUpdate"];
            };
        };
        responses: {
            200: components["responses"]["DeviceInstallation"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            default: components["responses"]["Problem"];
        };
    };
    completeInstallation: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InstallationCompletion"];
            };
        };
        responses: {
            200: components["responses"]["DeviceInstallation"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Problem"];
        };
    };
    uploadInstallationImage: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description One image file of at most 5 MiB (5,242,880 bytes, `IMAGE_MAX_BYTES`). The console shrinks a photo to a 1600 px JPEG (a few hundred kB) before it sends it, and sends the original only when the browser cannot decode it; 5 MiB keeps such an original from a phone camera (typically 2 to 4 MB) and stays below the sandbox gateway's 10 MiB body limit. */
                    imageFile: Blob;
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            404: components["responses"]["NotFound"];
            /** @description The installation has its 10 images (`INSTALLATION_IMAGES_MAX`); nothing was stored. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The image is larger than 5 MiB (`IMAGE_MAX_BYTES`); nothing was stored. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    removeInstallationImage: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
                imageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    listSections: {
        parameters: {
            query?: {
                /** @description Free-text search. */
                term?: components["parameters"]["Term"];
                /** @description The page to return. Paging starts at 1; the live feed and room types ask for 0. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SectionPage"];
            default: components["responses"]["Problem"];
        };
    };
    createSection: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SectionCreate"];
            };
        };
        responses: {
            200: components["responses"]["Section"];
            default: components["responses"]["Problem"];
        };
    };
    listFloors: {
        parameters: {
            query?: {
                /** @description Free-text search. */
                term?: components["parameters"]["Term"];
                /** @description The page to return. Paging starts at 1; the live feed and room types ask for 0. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FloorPage"];
            default: components["responses"]["Problem"];
        };
    };
    listRooms: {
        parameters: {
            query?: {
                /** @description Free-text search. Extension, not in the spec: each word of the term may match the room's name, its floor's name or its premise's name ('skyllerom bygg b'), so the install wizard's one search finds a room by its building too (issue 46: two buildings each have 'Skyllerom 102 · 1. etasje'). */
                term?: string;
                "floor-id"?: string;
                /** @description Extension, not in the spec: only the rooms of this premise's floors, for the install wizard's building, then floor, then room (issue 46). */
                "premise-id"?: string;
                /** @description The page to return. Paging starts at 1; the live feed and room types ask for 0. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["RoomPage"];
            default: components["responses"]["Problem"];
        };
    };
    listRoomTypes: {
        parameters: {
            query?: {
                /** @description Free-text search. */
                term?: components["parameters"]["Term"];
                /** @description The page to return. Paging starts at 1; the live feed and room types ask for 0. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of room types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomTypePage"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    createRoomType: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoomTypeCreate"];
            };
        };
        responses: {
            /** @description The created room type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomType"];
                };
            };
            409: components["responses"]["Conflict"];
            default: components["responses"]["Problem"];
        };
    };
    removeRoomType: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
                /** @description Extension, not in the spec: the `version` (the GET's `ETag`, or the `version` field of the record as a list answered it) of the record this write edits: a floor plan, a user, a device, a location, a tenant's thresholds, an installation. When the record is at another version (saved meanwhile by another tab or person) the write answers 412 and changes nothing, so no edit overwrites another silently. Without it the write is unconditional, as the spec's calls are. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["InUse"];
            412: components["responses"]["PreconditionFailed"];
            default: components["responses"]["Problem"];
        };
    };
    renameRoomType: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
                /** @description Extension, not in the spec: the `version` (the GET's `ETag`, or the `version` field of the record as a list answered it) of the record this write edits: a floor plan, a user, a device, a location, a tenant's thresholds, an installation. When the record is at another version (saved meanwhile by another tab or person) the write answers 412 and changes nothing, so no edit overwrites another silently. Without it the write is unconditional, as the spec's calls are. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocationRename"];
            };
        };
        responses: {
            /** @description The renamed room type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomType"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            default: components["responses"]["Problem"];
        };
    };
    listPremises: {
        parameters: {
            query?: {
                /** @description Free-text search. */
                term?: components["parameters"]["Term"];
                /** @description The page to return. Paging starts at 1; the live feed and room types ask for 0. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of premises. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PremisePage"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    createPremise: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PremiseCreate"];
            };
        };
        responses: {
            200: components["responses"]["Premise"];
            default: components["responses"]["Problem"];
        };
    };
    createFloor: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FloorCreate"];
            };
        };
        responses: {
            200: components["responses"]["Floor"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    listFloorRooms: {
        parameters: {
            query?: {
                /** @description Free-text search. */
                term?: components["parameters"]["Term"];
                /** @description The page to return. Paging starts at 1; the live feed and room types ask for 0. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["RoomPage"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    createRoom: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoomCreate"];
            };
        };
        responses: {
            200: components["responses"]["Room"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    getPremise: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Premise"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    removePremise: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
                /** @description Extension, not in the spec: the `version` (the GET's `ETag`, or the `version` field of the record as a list answered it) of the record this write edits: a floor plan, a user, a device, a location, a tenant's thresholds, an installation. When the record is at another version (saved meanwhile by another tab or person) the write answers 412 and changes nothing, so no edit overwrites another silently. Without it the write is unconditional, as the spec's calls are. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["InUse"];
            412: components["responses"]["PreconditionFailed"];
            default: components["responses"]["Problem"];
        };
    };
    renamePremise: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
                /** @description Extension, not in the spec: the `version` (the GET's `ETag`, or the `version` field of the record as a list answered it) of the record this write edits: a floor plan, a user, a device, a location, a tenant's thresholds, an installation. When the record is at another version (saved meanwhile by another tab or person) the write answers 412 and changes nothing, so no edit overwrites another silently. Without it the write is unconditional, as the spec's calls are. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocationRename"];
            };
        };
        responses: {
            200: components["responses"]["Premise"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            default: components["responses"]["Problem"];
        };
    };
    getSection: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Section"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    removeSection: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
                /** @description Extension, not in the spec: the `version` (the GET's `ETag`, or the `version` field of the record as a list answered it) of the record this write edits: a floor plan, a user, a device, a location, a tenant's thresholds, an installation. When the record is at another version (saved meanwhile by another tab or person) the write answers 412 and changes nothing, so no edit overwrites another silently. Without it the write is unconditional, as the spec's calls are. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["InUse"];
            412: components["responses"]["PreconditionFailed"];
            default: components["responses"]["Problem"];
        };
    };
    renameSection: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
                /** @description Extension, not in the spec: the `version` (the GET's `ETag`, or the `version` field of the record as a list answered it) of the record this write edits: a floor plan, a user, a device, a location, a tenant's thresholds, an installation. When the record is at another version (saved meanwhile by another tab or person) the write answers 412 and changes nothing, so no edit overwrites another silently. Without it the write is unconditional, as the spec's calls are. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocationRename"];
            };
        };
        responses: {
            200: components["responses"]["Section"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            default: components["responses"]["Problem"];
        };
    };
    getFloor: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Floor"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    removeFloor: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
                /** @description Extension, not in the spec: the `version` (the GET's `ETag`, or the `version` field of the record as a list answered it) of the record this write edits: a floor plan, a user, a device, a location, a tenant's thresholds, an installation. When the record is at another version (saved meanwhile by another tab or person) the write answers 412 and changes nothing, so no edit overwrites another silently. Without it the write is unconditional, as the spec's calls are. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["InUse"];
            412: components["responses"]["PreconditionFailed"];
            default: components["responses"]["Problem"];
        };
    };
    renameFloor: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
                /** @description Extension, not in the spec: the `version` (the GET's `ETag`, or the `version` field of the record as a list answered it) of the record this write edits: a floor plan, a user, a device, a location, a tenant's thresholds, an installation. When the record is at another version (saved meanwhile by another tab or person) the write answers 412 and changes nothing, so no edit overwrites another silently. Without it the write is unconditional, as the spec's calls are. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocationRename"];
            };
        };
        responses: {
            200: components["responses"]["Floor"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            default: components["responses"]["Problem"];
        };
    };
    getRoom: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Room"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    removeRoom: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
                /** @description Extension, not in the spec: the `version` (the GET's `ETag`, or the `version` field of the record as a list answered it) of the record this write edits: a floor plan, a user, a device, a location, a tenant's thresholds, an installation. When the record is at another version (saved meanwhile by another tab or person) the write answers 412 and changes nothing, so no edit overwrites another silently. Without it the write is unconditional, as the spec's calls are. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["InUse"];
            412: components["responses"]["PreconditionFailed"];
            default: components["responses"]["Problem"];
        };
    };
    renameRoom: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
                /** @description Extension, not in the spec: the `version` (the GET's `ETag`, or the `version` field of the record as a list answered it) of the record this write edits: a floor plan, a user, a device, a location, a tenant's thresholds, an installation. When the record is at another version (saved meanwhile by another tab or person) the write answers 412 and changes nothing, so no edit overwrites another silently. Without it the write is unconditional, as the spec's calls are. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocationRename"];
            };
        };
        responses: {
            200: components["responses"]["Room"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            default: components["responses"]["Problem"];
        };
    };
    listSectionPremises: {
        parameters: {
            query?: {
                /** @description Free-text search. */
                term?: components["parameters"]["Term"];
                /** @description The page to return. Paging starts at 1; the live feed and room types ask for 0. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of premises. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PremisePage"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    listPremiseFloors: {
        parameters: {
            query?: {
                /** @description Free-text search. */
                term?: components["parameters"]["Term"];
                /** @description The page to return. Paging starts at 1; the live feed and room types ask for 0. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FloorPage"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    getFloorFloorPlan: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FloorPlan"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    updateFloorFloorPlan: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
                /** @description Extension, not in the spec: the `version` (the GET's `ETag`, or the `version` field of the record as a list answered it) of the record this write edits: a floor plan, a user, a device, a location, a tenant's thresholds, an installation. When the record is at another version (saved meanwhile by another tab or person) the write answers 412 and changes nothing, so no edit overwrites another silently. Without it the write is unconditional, as the spec's calls are. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["FloorPlan"];
        responses: {
            204: components["responses"]["NoContent"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["FloorPlanTooLarge"];
            default: components["responses"]["Problem"];
        };
    };
    createFloorFloorPlan: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["FloorPlan"];
        responses: {
            204: components["responses"]["NoContent"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["FloorPlanTooLarge"];
            default: components["responses"]["Problem"];
        };
    };
    getRoomFloorPlan: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FloorPlan"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    updateRoomFloorPlan: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
                /** @description Extension, not in the spec: the `version` (the GET's `ETag`, or the `version` field of the record as a list answered it) of the record this write edits: a floor plan, a user, a device, a location, a tenant's thresholds, an installation. When the record is at another version (saved meanwhile by another tab or person) the write answers 412 and changes nothing, so no edit overwrites another silently. Without it the write is unconditional, as the spec's calls are. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["FloorPlan"];
        responses: {
            204: components["responses"]["NoContent"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["FloorPlanTooLarge"];
            default: components["responses"]["Problem"];
        };
    };
    createRoomFloorPlan: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["FloorPlan"];
        responses: {
            204: components["responses"]["NoContent"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["FloorPlanTooLarge"];
            default: components["responses"]["Problem"];
        };
    };
    updatePremiseLocation: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
                /** @description Extension, not in the spec: the `version` (the GET's `ETag`, or the `version` field of the record as a list answered it) of the record this write edits: a floor plan, a user, a device, a location, a tenant's thresholds, an installation. When the record is at another version (saved meanwhile by another tab or person) the write answers 412 and changes nothing, so no edit overwrites another silently. Without it the write is unconditional, as the spec's calls are. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GeoLocation"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            default: components["responses"]["Problem"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description Free-text search. */
                term?: components["parameters"]["Term"];
                /** @description Group ids; the parameter repeats per id. */
                groups?: components["schemas"]["IdList"];
                /** @description Extension, not in the spec: with `true`, only the screen users (those created through POST /screen-users), ordered by the number of their `screen{N}` email, highest first. Spec §7 reads the next screen number off the newest user, which is an ordinary user after any invitation; spec §9 wants the previous highest screen number plus 1. Computed on the platform, which knows which users are screen users; page 1, size 1 stays as spec §7 says. With `false`, only the people (no screen user), newest first: 'Plan installation' offers them as installers (issue 46). Left out: every user, newest first. */
                screenUsers?: boolean;
                /** @description The page to return. Paging starts at 1; the live feed and room types ask for 0. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPage"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    inviteUser: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserInvite"];
            };
        };
        responses: {
            /** @description The invitation was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: components["responses"]["Conflict"];
            default: components["responses"]["Problem"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["User"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
                /** @description Extension, not in the spec: the `version` (the GET's `ETag`, or the `version` field of the record as a list answered it) of the record this write edits: a floor plan, a user, a device, a location, a tenant's thresholds, an installation. When the record is at another version (saved meanwhile by another tab or person) the write answers 412 and changes nothing, so no edit overwrites another silently. Without it the write is unconditional, as the spec's calls are. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdate"];
            };
        };
        responses: {
            200: components["responses"]["User"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            default: components["responses"]["Problem"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
                /** @description Extension, not in the spec: the `version` (the GET's `ETag`, or the `version` field of the record as a list answered it) of the record this write edits: a floor plan, a user, a device, a location, a tenant's thresholds, an installation. When the record is at another version (saved meanwhile by another tab or person) the write answers 412 and changes nothing, so no edit overwrites another silently. Without it the write is unconditional, as the spec's calls are. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            default: components["responses"]["Problem"];
        };
    };
    listGroups: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupList"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    listScreenUsers: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The screen options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScreenOption"][];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    createScreenUser: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScreenUserCreate"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Problem"];
        };
    };
    listServiceTenants: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service tenants. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceTenant"][];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    getTenantMaintenance: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant's maintenance status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantMaintenance"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    listAttention: {
        parameters: {
            query?: {
                /** @description Only devices with one of these reasons; the parameter repeats per reason. Every reason when absent. */
                reason?: components["schemas"]["AttentionReason"][];
                /** @description Only devices under this section. */
                "section-id"?: string;
                /** @description Only devices under this premise. */
                "premise-id"?: string;
                /** @description Only devices on this floor (its rooms included). */
                "floor-id"?: string;
                /** @description Only this device: the device page leads with what needs doing there, in the same reasons, severities and since-when as the worklist (an empty page when nothing does). */
                "device-id"?: string;
                /** @description The page to return. Paging starts at 1; the live feed and room types ask for 0. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of devices that need attention. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttentionPage"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    getAttentionSummary: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttentionSummary"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    getAttentionThresholds: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thresholds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredAttentionThresholds"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    updateAttentionThresholds: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
                /** @description Extension, not in the spec: the `version` (the GET's `ETag`, or the `version` field of the record as a list answered it) of the record this write edits: a floor plan, a user, a device, a location, a tenant's thresholds, an installation. When the record is at another version (saved meanwhile by another tab or person) the write answers 412 and changes nothing, so no edit overwrites another silently. Without it the write is unconditional, as the spec's calls are. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttentionThresholds"];
            };
        };
        responses: {
            /** @description The thresholds as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredAttentionThresholds"];
                };
            };
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            default: components["responses"]["Problem"];
        };
    };
    listCases: {
        parameters: {
            query?: {
                /** @description Only this device's cases (its case history). */
                "device-id"?: string;
                /** @description Only cases in one of these states; the parameter repeats. Every state when absent. */
                state?: components["schemas"]["CaseState"][];
                /** @description The page to return. Paging starts at 1; the live feed and room types ask for 0. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of cases. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CasePage"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    acknowledgeCase: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
                caseId: components["parameters"]["CaseIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The case as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Case"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Problem"];
        };
    };
    assignCase: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
                caseId: components["parameters"]["CaseIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CaseAssignment"];
            };
        };
        responses: {
            /** @description The case as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Case"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Problem"];
        };
    };
    resolveCase: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
                caseId: components["parameters"]["CaseIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CaseResolutionNote"];
            };
        };
        responses: {
            /** @description The case as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Case"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Problem"];
        };
    };
    listCasePeople: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The people, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CasePerson"][];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    getCaseTimes: {
        parameters: {
            query?: {
                /** @description How many weeks back, this one included (1 to 53; 8 when absent). */
                weeks?: number;
            };
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The weeks' figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseTimes"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    getUnreadCases: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unread cases. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadCases"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    markNotificationsSeen: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    getNotificationPreferences: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    updateNotificationPreferences: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationRules"];
            };
        };
        responses: {
            /** @description The settings as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    getNotificationPolicy: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The policy. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPolicy"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    updateNotificationPolicy: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationPolicy"];
            };
        };
        responses: {
            /** @description The policy as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPolicy"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    getPushSettings: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The push settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushSettings"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    savePushSubscription: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushSubscription"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    removePushSubscription: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                /** @description A tenant identifier. */
                tenant: components["parameters"]["TenantPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushEndpoint"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    listSessions: {
        parameters: {
            query?: {
                /** @description Free-text search. */
                term?: components["parameters"]["Term"];
                /** @description Tenant identifiers; the parameter repeats per identifier. */
                tenantIdentifiers?: components["parameters"]["TenantIdentifiers"];
                /** @description The page to return. Paging starts at 1; the live feed and room types ask for 0. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UserSessionPage"];
            default: components["responses"]["Problem"];
        };
    };
    startMaintenance: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaintenanceStart"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["Problem"];
        };
    };
    listUserSessions: {
        parameters: {
            query?: {
                /** @description Tenant identifiers; the parameter repeats per identifier. */
                tenantIdentifiers?: components["parameters"]["TenantIdentifiers"];
                /** @description The page to return. Paging starts at 1; the live feed and room types ask for 0. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UserSessionPage"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    startDeviceSessions: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceSessionsStart"];
            };
        };
        responses: {
            /** @description The started device sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceSession"][];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    updateDeviceSession: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceSessionUpdate"];
            };
        };
        responses: {
            200: components["responses"]["DeviceSession"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    stopDeviceSession: {
        parameters: {
            query?: never;
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DeviceSession"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    listDeviceSessions: {
        parameters: {
            query?: {
                /** @description Free-text search. */
                term?: components["parameters"]["Term"];
                /** @description Tenant identifiers; the parameter repeats per identifier. */
                tenantIdentifiers?: components["parameters"]["TenantIdentifiers"];
                currentlyUnderMaintenance?: boolean;
                /** @description The page to return. Paging starts at 1; the live feed and room types ask for 0. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DeviceSessionPage"];
            default: components["responses"]["Problem"];
        };
    };
    listDeviceSessionsOfDevice: {
        parameters: {
            query?: {
                /** @description Free-text search. */
                term?: components["parameters"]["Term"];
                /** @description Tenant identifiers; the parameter repeats per identifier. */
                tenantIdentifiers?: components["parameters"]["TenantIdentifiers"];
                /** @description The page to return. Paging starts at 1; the live feed and room types ask for 0. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /** @description The tenant the console works in (spec §6 and §9). */
                "x-tenant-identifier": components["parameters"]["TenantIdentifierHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DeviceSessionPage"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
}
